import type { Catalogue } from '../catalogue';

/** Messages outside the messages pages, in Hindi: the contact page, the profile, the listing page. */
export const messagesContactTexts: Catalogue['messagesContact'] = {
  contact: {
    send: 'Homestead पर भेजें',
    hint: 'Homestead आपका संदेश पहुँचाता है; आप दोनों में से कोई भी दूसरे का ई-मेल पता नहीं देखता।',
    sent: 'संदेश भेज दिया गया',
    openConversation: 'बातचीत खोलें',
    empty: 'कृपया संदेश लिखें',
    // As the API says it (its 429).
    dailyLimit: 'आज आपने बहुत सारे मालिकों से संपर्क किया है। कृपया कल फिर से कोशिश करें।',
    blocked: 'यह मालिक आपके संदेश स्वीकार नहीं करते',
    failed: 'संदेश नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
  },
  profile: {
    messageMails: 'नए संदेशों के बारे में मुझे ई-मेल करें',
    saveFailed: 'सेटिंग सहेजी नहीं जा सकी। कृपया फिर कोशिश करें।',
  },
  replyTime: {
    hour: 'आमतौर पर एक घंटे के भीतर जवाब देते हैं',
    day: 'आमतौर पर एक दिन के भीतर जवाब देते हैं',
    days: 'आमतौर पर कुछ दिनों में जवाब देते हैं',
  },
};
