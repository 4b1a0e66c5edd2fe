import { catalogues } from '../../../shared/texts/catalogues';
import type { MailMessage } from '../../lib/mailer/mailer';
import { linkMail, type LinkMailInput } from './link-mail';

/** The e-mail verification mail: the link verifies the address, then opens /verify-email. */
export function verifyEmailMail(input: LinkMailInput): MailMessage {
  const texts = catalogues[input.language].mail.verifyEmail;
  return linkMail(input, texts, [texts.openLink]);
}
