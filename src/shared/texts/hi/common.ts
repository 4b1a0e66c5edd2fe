import type { Catalogue } from '../catalogue';
import { fill } from '../message';

/** The texts of the app's frame: header, navigation, loading, failures and the not-found page. */
export const commonTexts: Catalogue['common'] = {
  /** The brand stays as it is written. */
  appName: 'Homestead',
  appDescription: 'किराए और बिक्री के लिए घर: लिस्टिंग देखें और सीधे मालिकों से संपर्क करें।',
  /** The document title of a page: its own title, then the app's name. */
  pageTitle: fill('{page} · Homestead'),
  skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
  navigation: {
    label: 'मुख्य',
    explore: 'एक्सप्लोर',
    offers: 'ऑफ़र',
    saved: 'सहेजे गए',
    profile: 'प्रोफ़ाइल',
    /** Only signed-in people have it; with unread conversations its name says how many. */
    messages: 'संदेश',
    messagesUnread: fill('संदेश, {count} बिना पढ़े'),
    /** Only moderators have it. */
    moderation: 'मॉडरेशन',
  },
  /** The spinner's accessible name, and the word shown beside it. */
  loading: 'लोड हो रहा है',
  loadingShown: 'लोड हो रहा है…',
  tryAgain: 'फिर से कोशिश करें',
  goHome: 'होम पेज पर जाएँ',
  yes: 'हाँ',
  no: 'नहीं',
  /** The button that closes a dialog and does nothing: every dialog's. */
  cancel: 'रद्द करें',
  routeError: {
    title: 'त्रुटि',
    heading: 'यह पेज लोड नहीं हो सका',
    text: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    reload: 'पेज फिर से लोड करें',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    text: 'इस पते पर कुछ नहीं है। हो सकता है यह पेज कहीं और चला गया हो या लिंक ग़लत लिखा गया हो।',
  },
  carousel: {
    role: 'कैरोसेल',
    slideRole: 'स्लाइड',
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    slideOf: fill('{count} में से {number}'),
    goToSlide: fill('स्लाइड {number} पर जाएँ'),
    /** Said politely after each move. */
    shown: fill('{count} में से स्लाइड {number}'),
  },
};
