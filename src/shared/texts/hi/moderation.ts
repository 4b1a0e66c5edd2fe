import type { Catalogue } from '../catalogue';
import { counted, fill } from '../message';

/** Reports of listings and the moderators' page (docs/product.md#reports-and-moderation). */
export const moderationTexts: Catalogue['moderation'] = {
  report: {
    /** The button on a listing's page, and the dialog it opens. */
    button: 'इस लिस्टिंग की रिपोर्ट करें',
    dialog: 'इस लिस्टिंग की रिपोर्ट करें',
    reason: 'वजह',
    reasons: {
      rented_or_sold: 'पहले ही किराए पर दिया जा चुका या बिक चुका',
      wrong_details: 'ग़लत कीमत या जानकारी',
      fake_or_scam: 'फ़र्ज़ी या धोखाधड़ी',
      broker: 'ब्रोकर ख़ुद को मालिक बता रहा है',
      offensive: 'आपत्तिजनक सामग्री',
      other: 'कुछ और',
    },
    details: 'विवरण',
    detailsHint: fill('“कुछ और” के लिए ज़रूरी; ज़्यादा से ज़्यादा {max} अक्षर।'),
    send: 'रिपोर्ट भेजें',
    /** Toast once sent. */
    sent: 'धन्यवाद। हम इसकी जाँच करेंगे।',
    failed: 'रिपोर्ट नहीं भेजी जा सकी। फिर से कोशिश करें।',
    reasonRequired: 'कोई वजह चुनें।',
    detailsRequired: 'विवरण में बताएँ कि क्या ग़लत है।',
    detailsTooLong: fill('विवरण ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।'),
    /** The API's refusal of an owner reporting their own listing. */
    ownListing: 'आप अपनी ही लिस्टिंग की रिपोर्ट नहीं कर सकते',
  },
  page: {
    heading: 'मॉडरेशन',
    openReports: 'खुली रिपोर्टें',
    noReports: 'कोई खुली रिपोर्ट नहीं।',
    owner: fill('मालिक: {name}'),
    reports: counted('hi', { one: '# रिपोर्ट', other: '# रिपोर्टें' }),
    /** One reason and how many reports gave it: "फ़र्ज़ी या धोखाधड़ी: 2". */
    reasonCount: fill('{reason}: {count}'),
    details: 'लिखा गया विवरण',
    hide: fill('{name} छिपाएँ'),
    dismiss: fill('{name} की रिपोर्टें ख़ारिज करें'),
    suspend: fill('{name} को निलंबित करें'),
    hiddenListings: 'छिपाई गई लिस्टिंग',
    noHidden: 'कोई छिपाई गई लिस्टिंग नहीं।',
    restore: fill('{name} फिर से दिखाएँ'),
    withAccount: 'निलंबित खाते के साथ छिपाई गई',
    hiddenOn: fill('{time} को छिपाई गई'),
    history: 'इतिहास',
    noHistory: 'मॉडरेटरों ने अभी तक कोई कार्रवाई नहीं की है।',
    reinstate: fill('{name} को बहाल करें'),
    /** One entry of History: who did what to which listing or account. */
    actions: {
      hide: fill('{moderator} ने {target} को छिपाया'),
      restore: fill('{moderator} ने {target} को फिर से दिखाया'),
      dismiss: fill('{moderator} ने {target} की रिपोर्टें ख़ारिज कीं'),
      suspend: fill('{moderator} ने {target} को निलंबित किया'),
      reinstate: fill('{moderator} ने {target} को बहाल किया'),
    },
    /** Why: the reasons of the reports an action closed. */
    because: fill('रिपोर्ट की वजहें: {reasons}'),
    loadFailed: 'मॉडरेशन की सूचियाँ लोड नहीं हो सकीं।',
  },
  /** Toasts once an action is done. */
  done: {
    hide: fill('{name} को छिपा दिया गया है।'),
    restore: fill('{name} फिर से सूचियों में है।'),
    dismiss: fill('{name} की रिपोर्टें ख़ारिज कर दी गई हैं।'),
    suspend: fill('{name} को निलंबित कर दिया गया है और हर जगह से साइन आउट कर दिया गया है।'),
    reinstate: fill('{name} को बहाल कर दिया गया है।'),
    failed: fill('{name} को बदला नहीं जा सका। फिर से कोशिश करें।'),
  },
  /** The API's refusals of an action that cannot be done (409). */
  refusals: {
    alreadyHidden: fill('{name} को पहले ही छिपाया जा चुका है'),
    notHidden: fill('{name} को छिपाया नहीं गया है'),
    noOpenReports: fill('{name} की कोई खुली रिपोर्ट नहीं है'),
    alreadySuspended: fill('{name} को पहले ही निलंबित किया जा चुका है'),
    notSuspended: fill('{name} को निलंबित नहीं किया गया है'),
    ownAccount: 'आप अपना ही खाता निलंबित नहीं कर सकते',
    moderatorAccount: fill('{name} मॉडरेटर है: निलंबित करने से पहले ADMIN_EMAILS से इसका पता हटाएँ'),
  },
};
