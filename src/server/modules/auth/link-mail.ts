import type { Language } from '../../../shared/languages';
import type { MailMessage } from '../../lib/mailer/mailer';
import { composeMail, link, paragraph } from '../mail/mail-layout';

/** Whom an account's link mail goes to, the link, and the language it is written in. */
export interface LinkMailInput {
  to: string;
  name: string;
  link: string;
  language: Language;
}

/** The texts every link mail has, from its part of the mail catalogue. */
interface LinkMailTexts {
  subject: string;
  greeting: (values: { name: string }) => string;
  /** The link's text in the HTML part. */
  link: string;
  /** The closing line. */
  once: string;
}

/**
 * An account mail that carries one link (a password reset, an address to verify), in text and
 * HTML: the greeting, what the link is for (`before`, one paragraph), the link, and a closing
 * line.
 */
export function linkMail(
  input: LinkMailInput,
  texts: LinkMailTexts,
  before: string[],
): MailMessage {
  return composeMail({
    to: input.to,
    subject: texts.subject,
    blocks: [
      paragraph(texts.greeting({ name: input.name })),
      paragraph(...before),
      link(texts.link, input.link, { bare: true }),
      paragraph(texts.once),
    ],
  });
}
