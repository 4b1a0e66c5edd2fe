import type { Catalogue } from '../catalogue';
import { fill } from '../message';

/** Saved homes and the /saved page (docs/product.md#saved-homes-and-searches). */
export const savedTexts: Catalogue['saved'] = {
  /** The toggle on every card and detail page; aria-pressed says whether it is saved. */
  saveHome: fill('{name} सहेजें'),
  saveFailed: 'घर सहेजा नहीं जा सका। फिर से कोशिश करें।',
  removeFailed: 'घर को आपके सहेजे गए घरों से हटाया नहीं जा सका। फिर से कोशिश करें।',
  title: 'सहेजे गए',
  heading: 'सहेजे गए घर',
  empty: 'अभी तक कोई घर नहीं सहेजा गया',
  searches: {
    heading: 'सहेजी गई खोजें',
    empty: 'अभी तक कोई खोज नहीं सहेजी गई। नए घरों की ख़बर पाने के लिए खोज पेज से कोई खोज सहेजें।',
    /** What the select shows; its accessible name says which search. */
    frequencyShort: 'मुझे ई-मेल करें',
    frequencyLabel: fill('{name} के लिए मुझे ई-मेल करें'),
    delete: fill('{name} हटाएँ'),
    deleted: 'खोज हटा दी गई',
    changed: 'ई-मेल की पसंद सहेज ली गई',
    failed: 'सहेजी गई खोज बदली नहीं जा सकी। फिर से कोशिश करें।',
    frequencies: {
      instant: 'तुरंत',
      daily: 'रोज़',
      weekly: 'हर हफ़्ते',
      never: 'कभी नहीं',
    },
  },
  unsubscribe: {
    title: 'सदस्यता छोड़ दी गई',
    heading: 'सदस्यता छोड़ दी गई',
    text: fill('अब आपको “{name}” के लिए कोई ई-मेल नहीं मिलेगा।'),
    undo: 'पहले जैसा करें',
    undoFailed: 'ई-मेल फिर से चालू नहीं हो सके। फिर से कोशिश करें।',
    undoneTitle: 'ई-मेल फिर से चालू',
    undone: fill('“{name}” के लिए ई-मेल फिर से चालू हो गए हैं।'),
    invalidTitle: 'लिंक मान्य नहीं है',
    failed: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है। ई-मेल की पसंद बदलने के लिए अपनी सहेजी गई खोजें खोलें।',
    openSaved: 'आपकी सहेजी गई खोजें',
  },
};
