import { pathInLanguage, type Language } from '../../../shared/languages';
import { catalogues } from '../../../shared/texts/catalogues';
import type { MailMessage } from '../../lib/mailer/mailer';
import { button, composeMail, footnote, paragraph } from '../mail/mail-layout';

export interface MessageMailInput {
  to: string;
  /** The language the recipient reads: the texts and the link are in it. */
  language: Language;
  recipientName: string;
  /** The sender's name only: a mail about a message never holds the sender's address. */
  senderName: string;
  listingName: string;
  text: string;
  conversationId: string;
  publicUrl: string;
}

/**
 * "New message about <listing>": who wrote, what, and the link to the conversation
 * (docs/product.md#messages-between-people). It goes out from the site's own address with no
 * Reply-To, so that answering it by mail cannot reach the sender's inbox.
 */
export function messageMail(input: MessageMailInput): MailMessage {
  const texts = catalogues[input.language].mail.newMessage;
  const link =
    input.publicUrl + pathInLanguage(`/messages/${input.conversationId}`, input.language);
  return composeMail({
    to: input.to,
    subject: texts.subject({ listing: input.listingName }),
    blocks: [
      paragraph(texts.greeting({ name: input.recipientName })),
      paragraph(texts.wrote({ sender: input.senderName, listing: input.listingName })),
      // The text as written, a paragraph line per line (the layout escapes it).
      paragraph(...input.text.split(/\r?\n/)),
      button(texts.open, link),
      footnote(texts.why),
    ],
  });
}
