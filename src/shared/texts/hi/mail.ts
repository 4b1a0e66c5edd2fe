import type { Catalogue } from '../catalogue';
import { fill } from '../message';

/** The lines of the e-mails the app sends. */
export const mailTexts: Catalogue['mail'] = {
  resetPassword: {
    subject: 'अपना Homestead पासवर्ड रीसेट करें',
    greeting: fill('नमस्ते {name},'),
    asked: 'किसी ने आपके Homestead खाते का पासवर्ड रीसेट करने का अनुरोध किया है।',
    openLink: 'नया पासवर्ड चुनने के लिए एक घंटे के अंदर यह लिंक खोलें:',
    link: 'मेरा पासवर्ड रीसेट करें',
    once: 'यह लिंक सिर्फ़ एक बार काम करता है। अगर आपने इसका अनुरोध नहीं किया था, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
  verifyEmail: {
    subject: 'Homestead के लिए अपने ई-मेल पते की पुष्टि करें',
    greeting: fill('नमस्ते {name},'),
    openLink:
      'अपने ई-मेल पते की पुष्टि करने और Homestead पर अपने घर लिस्ट करने के लिए 24 घंटे के अंदर यह लिंक खोलें:',
    link: 'मेरे ई-मेल पते की पुष्टि करें',
    once: 'यह लिंक सिर्फ़ एक बार काम करता है। अगर आपने Homestead पर खाता नहीं बनाया है, तो इस ई-मेल को अनदेखा करें।',
  },
  newMessage: {
    subject: fill('{listing} के बारे में नया संदेश'),
    greeting: fill('नमस्ते {name},'),
    wrote: fill('{sender} ने Homestead पर “{listing}” के बारे में आपको लिखा है:'),
    open: 'बातचीत खोलें',
    why: 'Homestead पर ही जवाब दें: आपका ई-मेल पता दूसरे व्यक्ति को नहीं दिखाया जाता। जब तक आप बातचीत नहीं खोलते, उसके आगे के संदेश ई-मेल नहीं किए जाते। आप अपनी प्रोफ़ाइल पर ये ई-मेल बंद कर सकते हैं।',
  },
};
