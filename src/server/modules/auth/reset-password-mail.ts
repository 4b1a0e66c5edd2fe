import { catalogues } from '../../../shared/texts/catalogues';
import type { MailMessage } from '../../lib/mailer/mailer';
import { linkMail, type LinkMailInput } from './link-mail';

/** The password reset e-mail: the link opens /reset-password?token=… in the app. */
export function resetPasswordMail(input: LinkMailInput): MailMessage {
  const texts = catalogues[input.language].mail.resetPassword;
  return linkMail(input, texts, [texts.asked, texts.openLink]);
}
