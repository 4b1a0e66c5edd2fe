import type { Catalogue } from '../catalogue';
import { fill } from '../message';

/**
 * A listing's expiry (docs/product.md#a-listings-life): the owner's reminder mail, the page of its
 * renew link, and the API's refusals of that link. (The profile's "Renew <name>" is in account.ts,
 * the "Expired" a card and a page show in listings.ts.)
 */
export const expiryTexts: Catalogue['expiry'] = {
  /** A day as mails and pages write it, in India time: "26 जनवरी 2027". */
  day: fill('{day} {month} {year}'),
  months: {
    0: 'जनवरी',
    1: 'फ़रवरी',
    2: 'मार्च',
    3: 'अप्रैल',
    4: 'मई',
    5: 'जून',
    6: 'जुलाई',
    7: 'अगस्त',
    8: 'सितंबर',
    9: 'अक्टूबर',
    10: 'नवंबर',
    11: 'दिसंबर',
  },
  mail: {
    subject: fill('आपकी लिस्टिंग {name} की अवधि जल्द ही समाप्त हो रही है'),
    greeting: fill('नमस्ते {name},'),
    expires: fill(
      'Homestead पर आपकी लिस्टिंग “{name}” की अवधि {date} को समाप्त हो जाएगी। इसके बाद यह सूचियों, खोज और मैप से हट जाएगी; इसका पेज बना रहेगा, जिस पर लिखा होगा कि इसकी अवधि समाप्त हो चुकी है।',
    ),
    renew: fill('इसे अगले {days} दिनों तक सूचियों में रखने के लिए यह लिंक खोलें (साइन इन करने की ज़रूरत नहीं):'),
    renewLink: 'मेरी लिस्टिंग रिन्यू करें',
    seeListing: 'लिस्टिंग देखें',
    why: 'लिस्टिंग में बदलाव करने से भी वह रिन्यू हो जाती है। अगर घर किराए पर दे दिया गया है या बिक गया है, तो इसके बजाय अपनी प्रोफ़ाइल पर उसे किराए पर दिया हुआ या बिका हुआ चिह्नित करें।',
  },
  page: {
    renewedHeading: 'लिस्टिंग रिन्यू हो गई',
    renewed: fill('“{name}” अब {date} तक सूचियों में रहेगी।'),
    currentHeading: 'पहले से रिन्यू है',
    current: fill('“{name}” पहले से रिन्यू है: यह {date} तक सूचियों में रहेगी।'),
    notListedHeading: 'सूचियों में नहीं',
    notListed: fill('“{name}” सूचियों में नहीं है ({status})। इसे बदलने के लिए अपनी प्रोफ़ाइल खोलें।'),
    invalidTitle: 'लिंक मान्य नहीं है',
    invalid: 'रिन्यू करने का यह लिंक मान्य नहीं है। अपनी लिस्टिंग रिन्यू करने के लिए अपनी प्रोफ़ाइल खोलें।',
    goneTitle: 'लिस्टिंग नहीं मिली',
    gone: 'यह लिस्टिंग अब मौजूद नहीं है।',
    failedTitle: 'रिन्यू नहीं हो सकी',
    failed: 'लिस्टिंग अभी रिन्यू नहीं हो सकी। थोड़ी देर में फिर से कोशिश करें।',
    seeListing: 'लिस्टिंग देखें',
    openProfile: 'आपकी प्रोफ़ाइल',
  },
  /** The API's refusals of a renew link. */
  invalidLink: 'रिन्यू करने का यह लिंक मान्य नहीं है।',
  listingGone: 'यह लिस्टिंग अब मौजूद नहीं है।',
};
