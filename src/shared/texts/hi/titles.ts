import type { Catalogue } from '../catalogue';
import { fill } from '../message';

export const titleTexts: Catalogue['titles'] = {
  signIn: 'साइन इन',
  signUp: 'साइन अप',
  forgotPassword: 'पासवर्ड भूल गए',
  resetPassword: 'पासवर्ड रीसेट करें',
  verifyEmail: 'अपने ई-मेल पते की पुष्टि करें',
  profile: 'मेरी प्रोफ़ाइल',
  createListing: 'लिस्टिंग बनाएँ',
  editListing: 'लिस्टिंग में बदलाव करें',
  search: 'खोज',
  renew: 'लिस्टिंग रिन्यू करें',
  moderation: 'मॉडरेशन',
  messages: 'संदेश',
  /** Also the statistics page's heading and the profile's link to it. */
  statistics: fill('{name} के आँकड़े'),
};
