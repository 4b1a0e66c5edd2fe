import { SAVED_SEARCHES_MAX } from '../../constants';
import type { Catalogue } from '../catalogue';
import { counted, fill } from '../message';

/**
 * Saved searches' alerts (docs/product.md#saved-homes-and-searches): the mail, its unsubscribe
 * link, and the API's refusals.
 */
export const alertTexts: Catalogue['alerts'] = {
  mail: {
    subject: fill('{name} के लिए नए घर'),
    intro: counted('hi', {
      one: '# नया घर आपकी सहेजी गई खोज से मेल खाता है:',
      other: '# नए घर आपकी सहेजी गई खोज से मेल खाते हैं:',
    }),
    more: counted('hi', { one: 'और # अन्य', other: 'और # अन्य' }),
    seeSearch: 'खोज देखें',
    why: fill('आपको यह ई-मेल इसलिए मिला है क्योंकि आपने Homestead पर "{name}" खोज सहेजी है।'),
    unsubscribe: 'इन ई-मेल की सदस्यता छोड़ें',
  },
  /** The answer to the one-click unsubscribe POST (RFC 8058), read by mail providers. */
  unsubscribed: fill('अब आपको "{name}" के लिए ई-मेल नहीं मिलेंगे।'),
  tooManySearches: `आप ज़्यादा से ज़्यादा ${SAVED_SEARCHES_MAX} खोजें सहेज सकते हैं: नई खोज सहेजने के लिए कोई एक हटाएँ।`,
  invalidLink: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है।',
  searchGone: 'यह सहेजी गई खोज अब मौजूद नहीं है।',
};
