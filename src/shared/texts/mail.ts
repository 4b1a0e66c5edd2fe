import { fill } from './message';

/** The lines of the e-mails the app sends. */
export const mailTexts = {
  resetPassword: {
    subject: 'Reset your Homestead password',
    greeting: fill('Hello {name},'),
    asked: 'Someone asked to reset the password of your Homestead account.',
    openLink: 'Open this link within one hour to choose a new password:',
    link: 'Reset my password',
    once: 'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  verifyEmail: {
    subject: 'Verify your e-mail address for Homestead',
    greeting: fill('Hello {name},'),
    openLink:
      'Open this link within 24 hours to verify your e-mail address and publish your homes on Homestead:',
    link: 'Verify my e-mail address',
    once: 'The link works once. If you did not create a Homestead account, ignore this e-mail.',
  },
  /** To the recipient of a message (docs/product.md#messages-between-people). */
  newMessage: {
    subject: fill('New message about {listing}'),
    greeting: fill('Hello {name},'),
    wrote: fill('{sender} wrote to you on Homestead about “{listing}”:'),
    open: 'Open the conversation',
    why: 'Reply on Homestead: your e-mail address is not shown to the other person. Until you open the conversation, further messages in it are not mailed. You can turn these e-mails off on your profile.',
  },
};
