import type { Catalogue } from '../catalogue';
import { fill } from '../message';

/**
 * The texts of the account pages (sign-in, sign-up, password reset) and of the profile. The
 * English toasts keep the product's own wording and spelling; in Hindi they are plain, correct
 * Hindi.
 */
export const accountTexts: Catalogue['account'] = {
  email: 'ई-मेल',
  password: 'पासवर्ड',
  /** The toggle beside a password, named by its state's opposite. */
  showPassword: 'पासवर्ड दिखाएँ',
  hidePassword: 'पासवर्ड छिपाएँ',
  name: 'नाम',
  /** Between the form and the social sign-in button. */
  or: 'या',
  /** The hint under a new password, and what is wrong with one. */
  passwordHint: fill('कम से कम {min} अक्षर'),
  passwordTooShort: fill('कम से कम {min} अक्षर इस्तेमाल करें।'),
  passwordTooLong: fill('ज़्यादा से ज़्यादा {max} अक्षर इस्तेमाल करें।'),
  signIn: {
    heading: 'स्वागत है',
    intro: 'अपने घर लिस्ट करने और अपनी प्रोफ़ाइल मैनेज करने के लिए साइन इन करें।',
    submit: 'साइन इन करें',
    forgotPassword: 'पासवर्ड भूल गए?',
    signUpInstead: 'इसके बजाय साइन अप करें',
    userNotFound: 'इस ई-मेल पते का कोई खाता नहीं मिला।',
    wrongPassword: 'डाला गया पासवर्ड ग़लत है।',
    failed: 'कुछ ग़लत हो गया। किसी दूसरे ई-मेल पते से फिर से कोशिश करें।',
  },
  /** Toast: signing in (any way) to an account a moderator suspended. */
  suspended: 'यह खाता निलंबित है',
  social: {
    button: 'Google से साइन इन करें',
    failed: 'Google से साइन इन नहीं हो सका। कृपया साइन इन का कोई दूसरा तरीका आज़माएँ।',
  },
  signUp: {
    heading: 'खाता बनाएँ',
    intro: 'खाता बनाएँ और अपने घर किराए पर देने या बेचने के लिए लिस्ट करें।',
    submit: 'साइन अप करें',
    signInInstead: 'इसके बजाय साइन इन करें',
    emailInUse: 'यह ई-मेल पता पहले से इस्तेमाल में है।',
    failed: 'रजिस्ट्रेशन में कुछ ग़लत हो गया।',
  },
  forgotPassword: {
    intro: 'अपने खाते का ई-मेल पता डालें, हम आपको नया पासवर्ड चुनने के लिए एक लिंक भेजेंगे।',
    submit: 'रीसेट लिंक भेजें',
    signIn: 'साइन इन करें',
    sent: 'पासवर्ड रीसेट करने का ई-मेल आपके ई-मेल पते पर भेज दिया गया है।',
    failed: 'रीसेट ई-मेल नहीं भेजा जा सका',
  },
  resetPassword: {
    intro: 'अपने खाते के लिए नया पासवर्ड चुनें।',
    newPassword: 'नया पासवर्ड',
    submit: 'पासवर्ड रीसेट करें',
    newLink: 'नया लिंक भेजें',
    done: 'आपका पासवर्ड रीसेट हो गया है। अपने नए पासवर्ड से साइन इन करें।',
    linkInvalid: 'यह रीसेट लिंक मान्य नहीं है या इसकी अवधि समाप्त हो गई है। नया लिंक माँगें।',
    failed: 'पासवर्ड रीसेट नहीं हो सका। फिर से कोशिश करें।',
  },
  /** Verifying the e-mail address, when publishing needs it (PUBLISH_REQUIRES_VERIFIED_EMAIL). */
  verifyEmail: {
    needed: 'घर लिस्ट करने के लिए कृपया अपने ई-मेल पते की पुष्टि करें',
    where: fill('लिंक {email} पर भेजा जाता है और 24 घंटे के अंदर सिर्फ़ एक बार काम करता है।'),
    resend: 'लिंक फिर से भेजें',
    resent: fill('{email} पर नया लिंक भेज दिया गया है।'),
    resendFailed: 'लिंक नहीं भेजा जा सका। फिर से कोशिश करें।',
    /** The page the mailed link lands on (/verify-email). */
    verified: 'आपके ई-मेल पते की पुष्टि हो गई है',
    canPublish: 'अब आप अपने घर लिस्ट कर सकते हैं।',
    verifiedToast: 'आपके ई-मेल पते की पुष्टि हो गई है। अब आप अपने घर लिस्ट कर सकते हैं।',
    goOn: 'लिस्टिंग बनाने के लिए आगे बढ़ें',
    linkFailed: 'इस लिंक की अवधि समाप्त हो गई है या इसका इस्तेमाल हो चुका है',
    askAgain: 'नया लिंक माँगें: यह 24 घंटे के अंदर सिर्फ़ एक बार काम करता है।',
    alreadyVerified: 'आपके ई-मेल पते की पुष्टि पहले ही हो चुकी है।',
    signInToAsk: 'नया लिंक माँगने के लिए साइन इन करें।',
    signIn: 'साइन इन करें',
  },
  profile: {
    logOut: 'साइन आउट करें',
    logOutFailed: 'आपको साइन आउट नहीं किया जा सका। फिर से कोशिश करें।',
    loadFailed: 'आपकी प्रोफ़ाइल लोड नहीं हो सकी।',
    personalData: 'व्यक्तिगत जानकारी',
    /** The toggle of Personal Data: edit, then save. */
    change: 'बदलें',
    done: 'हो गया',
    nameRequired: 'अपना नाम डालें।',
    saveFailed: 'प्रोफ़ाइल की जानकारी अपडेट नहीं हो सकी।',
    sellOrRent: 'अपना घर बेचें या किराए पर दें',
  },
  yourListings: {
    heading: 'आपकी लिस्टिंग',
    empty: 'आपने अभी तक कोई घर लिस्ट नहीं किया है।',
    edit: fill('{name} में बदलाव करें'),
    delete: fill('{name} हटाएँ'),
    confirmDelete: fill('क्या आप वाकई {name} को हटाना चाहते हैं?'),
    deleted: fill('{name} को आपकी लिस्टिंग से हटा दिया गया है।'),
    deleteFailed: fill('{name} को हटाया नहीं जा सका। फिर से कोशिश करें।'),
    markRented: fill('{name} को किराए पर दिया हुआ चिह्नित करें'),
    markSold: fill('{name} को बिका हुआ चिह्नित करें'),
    relist: fill('{name} को फिर से लिस्ट करें'),
    markedRented: fill(
      '{name} को किराए पर दिया हुआ चिह्नित कर दिया गया है और इसे सूचियों से हटा दिया गया है।',
    ),
    markedSold: fill('{name} को बिका हुआ चिह्नित कर दिया गया है और इसे सूचियों से हटा दिया गया है।'),
    relisted: fill('{name} फिर से सूचियों में है।'),
    renew: fill('{name} को रिन्यू करें'),
    renewed: fill('{name} को रिन्यू कर दिया गया है और यह फिर से सूचियों में है।'),
    markFailed: fill('{name} को बदला नहीं जा सका। फिर से कोशिश करें।'),
  },
};
