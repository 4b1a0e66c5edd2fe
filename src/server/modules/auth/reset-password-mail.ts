import type { MailMessage } from '../../lib/mailer/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The password reset e-mail: the link opens /reset-password?token=… in the app. */
export function resetPasswordMail(input: { to: string; name: string; link: string }): MailMessage {
  const text = [
    `Hello ${input.name},`,
    '',
    'Someone asked to reset the password of your Homestead account.',
    'Open this link within one hour to choose a new password:',
    '',
    input.link,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>Someone asked to reset the password of your Homestead account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(input.link)}">Reset my password</a></p>
<p>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`;
  return { to: input.to, subject: 'Reset your Homestead password', text, html };
}
