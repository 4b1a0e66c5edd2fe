import { escapeHtml } from '../../lib/html-escape';
import type { MailMessage } from '../../lib/mailer/mailer';

export { escapeHtml };

/**
 * A part of a mail, written twice: its HTML (one element or more) and its lines in the plain
 * text. Every mail goes out in both, so a reader without HTML misses nothing; keeping the two
 * side by side in each block keeps them saying the same.
 */
export interface MailBlock {
  html: string;
  text: string[];
}

/** Lines of text as one paragraph (one line each in the plain text). */
export function paragraph(...lines: string[]): MailBlock {
  return { html: `<p>${lines.map(escapeHtml).join('\n')}</p>`, text: lines };
}

/**
 * A link on its words. The plain text gives "words: url", or the address alone with `bare` (a
 * mail that is nothing but the link, where the words would only repeat the subject).
 */
export function link(words: string, url: string, options: { bare?: boolean } = {}): MailBlock {
  return {
    html: `<p><a href="${escapeHtml(url)}">${escapeHtml(words)}</a></p>`,
    text: [options.bare ? url : `${words}: ${url}`],
  };
}

/** The mail's one thing to do, as a button (inline styles: mail readers drop style sheets). */
export function button(words: string, url: string): MailBlock {
  const style =
    'display:inline-block;padding:10px 16px;background:#1f6f5c;color:#ffffff;text-decoration:none;border-radius:6px';
  return {
    html: `<p><a href="${escapeHtml(url)}" style="${style}"><strong>${escapeHtml(words)}</strong></a></p>`,
    text: [`${words}: ${url}`],
  };
}

/** Why the reader gets this mail, in small print, and the link that stops it when there is one. */
export function footnote(why: string, stop?: { words: string; url: string }): MailBlock {
  const stopHtml = stop ? ` <a href="${escapeHtml(stop.url)}">${escapeHtml(stop.words)}</a>` : '';
  return {
    html: `<p style="font-size:small">${escapeHtml(why)}${stopHtml}</p>`,
    text: stop ? [why, `${stop.words}: ${stop.url}`] : [why],
  };
}

/** Blocks that read as one in the plain text (no blank line between them). */
export function together(...blocks: MailBlock[]): MailBlock {
  return {
    html: blocks.map((block) => block.html).join('\n'),
    text: blocks.flatMap((block) => block.text),
  };
}

/**
 * A whole mail from its blocks, in order: the HTML part their elements one a line, the plain text
 * their lines with a blank line between blocks.
 */
export function composeMail(mail: {
  to: string;
  subject: string;
  blocks: MailBlock[];
  /** More header lines (List-Unsubscribe, …). */
  headers?: Record<string, string>;
}): MailMessage {
  const { to, subject, blocks, headers } = mail;
  return {
    to,
    subject,
    text: blocks.map((block) => block.text.join('\n')).join('\n\n'),
    html: blocks.map((block) => block.html).join('\n'),
    ...(headers && { headers }),
  };
}
