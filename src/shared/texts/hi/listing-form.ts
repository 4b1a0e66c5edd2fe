import type { Catalogue } from '../catalogue';
import { fill } from '../message';

/**
 * The texts of the listing form (create and edit), its checks and its toasts; the API answers
 * with the same field messages. The English keeps the product's wording and spelling; the Hindi
 * is plain, correct Hindi (both discount messages say the rule: lower than the regular price).
 */
export const listingFormTexts: Catalogue['listingForm'] = {
  createSubmit: 'लिस्टिंग बनाएँ',
  editSubmit: 'लिस्टिंग अपडेट करें',
  loadFailed: 'लिस्टिंग लोड नहीं हो सकी।',
  labels: {
    type: 'बेचें / किराए पर दें',
    sell: 'बेचें',
    rent: 'किराए पर दें',
    name: 'नाम',
    bedrooms: 'बेडरूम',
    bathrooms: 'बाथरूम',
    parking: 'पार्किंग की जगह',
    furnished: 'फ़र्निश्ड',
    address: 'पता',
    latitude: 'अक्षांश',
    longitude: 'देशांतर',
    offer: 'ऑफ़र',
    regularPrice: 'सामान्य कीमत',
    discountedPrice: 'छूट वाली कीमत',
    images: 'फ़ोटो',
    /** After a price of a rent. */
    perMonth: '/ माह',
  },
  /** What is wrong with a field, beside it. */
  fields: {
    name: fill('नाम {min} से {max} अक्षरों का होना चाहिए।'),
    wholeNumber: fill('{min} से {max} तक की कोई पूर्ण संख्या डालें।'),
    location: 'पता डालें।',
    locationTooLong: fill('पता ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।'),
    discountRequired: 'छूट वाली कीमत डालें।',
    latitude: '-90 से 90 तक का अक्षांश डालें।',
    longitude: '-180 से 180 तक का देशांतर डालें।',
    imagesRequired: 'कम से कम एक फ़ोटो जोड़ें।',
    imageTwice: 'एक फ़ोटो दो बार जोड़ी गई है।',
    /** Checked by the server: the coordinates when geocoding is off, the pin when it is on. */
    coordinates: 'अक्षांश और देशांतर डालें।',
    pinTooFar: fill('पिन पते से {km} किलोमीटर से ज़्यादा दूर है: इसे पास लाएँ या पता बदलें।'),
  },
  /** Toasts (and field messages) of a check or a save. */
  discountCreate: 'छूट वाली कीमत सामान्य कीमत से कम होनी चाहिए।',
  discountEdit: 'छूट वाली कीमत सामान्य कीमत के बराबर या उससे ज़्यादा नहीं हो सकती।',
  tooManyImages: 'हर लिस्टिंग में ज़्यादा से ज़्यादा 6 फ़ोटो अपलोड की जा सकती हैं।',
  imagesNotUploaded: 'फ़ोटो अपलोड नहीं हो सकीं।',
  invalidAddress: 'कृपया सही पता डालें',
  listingMissing: 'यह लिस्टिंग मौजूद नहीं है',
  notOwner: 'आपको इस लिस्टिंग में बदलाव करने की अनुमति नहीं है',
  listingChanged: 'इस लिस्टिंग में कहीं और से बदलाव किया गया है। इसे दोबारा लोड करके फिर से कोशिश करें।',
  geocoderUnavailable: 'पता खोजने की सेवा अभी उपलब्ध नहीं है। थोड़ी देर में फिर से कोशिश करें।',
  saveFailed: 'लिस्टिंग सहेजी नहीं जा सकी। फिर से कोशिश करें।',
  created: fill('आपका घर {name} सफलतापूर्वक लिस्ट हो गया।'),
  edited: 'आपका घर अब सफलतापूर्वक लिस्ट हो गया है।',
  /** Under the address: the place found, and its pin. */
  preview: {
    found: fill('मिला: {place}'),
    cityOnly: fill('सिर्फ़ शहर मिला: {place}'),
    closer: 'इलाका या पिन कोड जोड़ें, या पिन को वहाँ ले जाएँ जहाँ घर है।',
    failed: 'अभी पता नहीं खोजा जा सका। आप फिर भी लिस्टिंग सहेज सकते हैं।',
    moved: 'आपने पिन जहाँ रखा है, वही जगह सहेजी जाएगी।',
    map: 'पिन की जगह',
    pin: 'लिस्टिंग का पिन: इसे खींचें या ऐरो कुंजियों से खिसकाएँ',
    pinTitle: 'पिन को खींचकर वहाँ ले जाएँ जहाँ घर है',
  },
  images: {
    hint: fill('पहली फ़ोटो कवर होगी (ज़्यादा से ज़्यादा 6)। JPG या PNG, हर फ़ोटो {maxMb} MB तक।'),
    tiles: 'चुनी गई फ़ोटो, पहली फ़ोटो कवर है',
    cover: 'कवर',
    /** A listing's current photo, named by its place when the form opened. */
    kept: fill('फ़ोटो {number}'),
    uploading: fill('अपलोड हो रहा है: {name}'),
    earlier: fill('{name} को पहले ले जाएँ'),
    later: fill('{name} को बाद में ले जाएँ'),
    remove: fill('{name} हटाएँ'),
    notImage: fill('{name} JPG या PNG फ़ोटो नहीं है।'),
    tooLarge: fill('{name} का साइज़ {maxMb} MB से ज़्यादा है।'),
    uploadNotImage: 'यह फ़ाइल JPG या PNG फ़ोटो नहीं है।',
    uploadTooLarge: fill('इस फ़ोटो का साइज़ {maxMb} MB से ज़्यादा है।'),
    uploadSignedOut: 'आप साइन आउट हो गए हैं। फ़ोटो अपलोड करने के लिए फिर से साइन इन करें।',
    uploadRateLimited: 'अभी बहुत ज़्यादा अपलोड हो चुके हैं। कुछ देर बाद फिर से कोशिश करें।',
    uploadFailed: 'अपलोड नहीं हो सका।',
  },
};
