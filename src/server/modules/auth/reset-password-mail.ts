import type { Language } from '../../../shared/languages';
import { catalogues } from '../../../shared/texts/catalogues';
import type { MailMessage } from '../../lib/mailer/mailer';
import { linkMail } from './link-mail';

/** The password reset e-mail: the link opens /reset-password?token=… in the app. */
export function resetPasswordMail(input: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): MailMessage {
  const texts = catalogues[input.language].mail.resetPassword;
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
