import type { MailMessage } from '../../lib/mailer/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * An account mail that carries one link (a password reset, an address to verify), in text and
 * HTML: the greeting, what the link is for, the link, and a closing line.
 */
export function linkMail(input: {
  to: string;
  subject: string;
  greeting: string;
  /** The lines before the link: one paragraph. */
  before: string[];
  link: string;
  /** The link's text in the HTML part. */
  linkText: string;
  after: string;
}): MailMessage {
  const text = [input.greeting, '', ...input.before, '', input.link, '', input.after].join('\n');
  const html = `<p>${escapeHtml(input.greeting)}</p>
<p>${input.before.map(escapeHtml).join('\n')}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.linkText)}</a></p>
<p>${escapeHtml(input.after)}</p>`;
  return { to: input.to, subject: input.subject, text, html };
}
