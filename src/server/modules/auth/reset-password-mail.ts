import { mailTexts } from '../../../shared/texts/mail';
import type { MailMessage } from '../../lib/mailer/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The password reset e-mail: the link opens /reset-password?token=… in the app. */
export function resetPasswordMail(input: { to: string; name: string; link: string }): MailMessage {
  const texts = mailTexts.resetPassword;
  const greeting = texts.greeting({ name: input.name });
  const text = [greeting, '', texts.asked, texts.openLink, '', input.link, '', texts.once].join(
    '\n',
  );
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(texts.asked)}
${escapeHtml(texts.openLink)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(texts.link)}</a></p>
<p>${escapeHtml(texts.once)}</p>`;
  return { to: input.to, subject: texts.subject, text, html };
}
