import { mailTexts } from '../../../shared/texts/mail';
import type { MailMessage } from '../../lib/mailer/mailer';
import { linkMail } from './link-mail';

/** The password reset e-mail: the link opens /reset-password?token=… in the app. */
export function resetPasswordMail(input: { to: string; name: string; link: string }): MailMessage {
  const texts = mailTexts.resetPassword;
  return linkMail({
    to: input.to,
    subject: texts.subject,
    greeting: texts.greeting({ name: input.name }),
    before: [texts.asked, texts.openLink],
    link: input.link,
    linkText: texts.link,
    after: texts.once,
  });
}
