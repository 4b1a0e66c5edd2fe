import type { Language } from '../../../shared/languages';
import { catalogues } from '../../../shared/texts/catalogues';
import type { MailMessage } from '../../lib/mailer/mailer';
import { linkMail } from './link-mail';

/** The e-mail verification mail: the link verifies the address, then opens /verify-email. */
export function verifyEmailMail(input: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): MailMessage {
  const texts = catalogues[input.language].mail.verifyEmail;
  return linkMail({
    to: input.to,
    subject: texts.subject,
    greeting: texts.greeting({ name: input.name }),
    before: [texts.openLink],
    link: input.link,
    linkText: texts.link,
    after: texts.once,
  });
}
