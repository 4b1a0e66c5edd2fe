import type { Catalogue } from '../catalogue';
import { fill } from '../message';

/**
 * The API's answers that the app shows as they come (a toast, an image's tile): refusals for
 * too many requests and photos that are no JPEG or PNG. The app's own texts for the other
 * answers are chosen by their error code.
 */
export const apiTexts: Catalogue['api'] = {
  tooManyAttempts: fill('बहुत ज़्यादा कोशिशें हो गईं, {seconds} सेकंड बाद फिर से कोशिश करें'),
  tooManySaves: fill('बहुत ज़्यादा बार सहेजा गया, {minutes} मिनट बाद फिर से कोशिश करें'),
  tooManyReports: fill('बहुत ज़्यादा रिपोर्टें भेजी गईं, {minutes} मिनट बाद फिर से कोशिश करें'),
  tooManyUploads: fill('बहुत ज़्यादा अपलोड हो गए, {seconds} सेकंड बाद फिर से कोशिश करें'),
  tooManyWaitingImages: 'बहुत सारी फ़ोटो इंतज़ार में हैं: जिस लिस्टिंग में आप बदलाव कर रहे हैं, उसे सहेजें या छोड़ दें',
  tooManyLookups: fill('बहुत ज़्यादा पते खोजे गए, {seconds} सेकंड बाद फिर से कोशिश करें'),
  tooManySearches: fill('बहुत ज़्यादा खोजें हो गईं, {seconds} सेकंड बाद फिर से कोशिश करें'),
  tooManyOwners: fill('बहुत ज़्यादा मालिकों की जानकारी देखी गई, {seconds} सेकंड बाद फिर से कोशिश करें'),
  notJpegOrPng: 'सिर्फ़ JPEG और PNG फ़ोटो ही ली जाती हैं',
  imageUnreadable: 'फ़ोटो पढ़ी नहीं जा सकी',
  tooManyPixels: fill('फ़ोटो {megapixels} मेगापिक्सेल से बड़ी है: इसकी छोटी कॉपी सहेजकर उसे अपलोड करें'),
  savedHomesFull: fill('आप ज़्यादा से ज़्यादा {max} घर सहेज सकते हैं: नया घर सहेजने के लिए कोई एक हटाएँ'),
  uploadBusy: fill('अभी बहुत सारी फ़ोटो प्रोसेस हो रही हैं: {seconds} सेकंड बाद इसे फिर से भेजें'),
  conversationsDailyLimit: 'आज आपने बहुत सारे मालिकों से संपर्क किया है। कृपया कल फिर से कोशिश करें।',
  listingNotListed: 'यह घर अब उपलब्ध नहीं है, इसलिए इसके बारे में नई बातचीत शुरू नहीं की जा सकती',
  ownListing: 'यह आपकी अपनी लिस्टिंग है',
  messagesBlocked: 'यह मालिक आपके संदेश स्वीकार नहीं करते',
  onlyOwnerBlocks: 'इस बातचीत में सिर्फ़ लिस्टिंग के मालिक ही ब्लॉक कर सकते हैं',
  tooManyMessages: fill('बहुत ज़्यादा संदेश भेजे गए, {seconds} सेकंड बाद फिर से कोशिश करें'),
  tooManyViews: fill('बहुत ज़्यादा पेज देखे गए, {seconds} सेकंड बाद फिर से कोशिश करें'),
};
