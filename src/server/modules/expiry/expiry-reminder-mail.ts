import type { ListingType } from '../../../shared/constants';
import { formatDay } from '../../../shared/in-language';
import { pathInLanguage, type Language } from '../../../shared/languages';
import { listingPath } from '../../../shared/listing-price';
import { catalogues } from '../../../shared/texts/catalogues';
import type { MailMessage } from '../../lib/mailer/mailer';
import { button, composeMail, footnote, link, paragraph, together } from '../mail/mail-layout';

export interface ReminderMailInput {
  to: string;
  /** The language the owner reads: the texts, the date and the links are in it. */
  language: Language;
  ownerName: string;
  listing: { id: string; type: ListingType; name: string };
  expiresAt: Date;
  /** LISTING_TTL_DAYS: how long a renewal keeps it listed. */
  ttlDays: number;
  publicUrl: string;
  /** The absolute renew link (its page renews the listing, no sign-in). */
  renewUrl: string;
}

/** "Your listing <name> expires soon", in HTML and text: when, and the link that renews it. */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const texts = catalogues[input.language].expiry.mail;
  const { name } = input.listing;
  const listingUrl = input.publicUrl + pathInLanguage(listingPath(input.listing), input.language);
  return composeMail({
    to: input.to,
    subject: texts.subject({ name }),
    blocks: [
      paragraph(texts.greeting({ name: input.ownerName })),
      paragraph(texts.expires({ name, date: formatDay(input.expiresAt, input.language) })),
      together(
        paragraph(texts.renew({ days: input.ttlDays })),
        button(texts.renewLink, input.renewUrl),
      ),
      link(texts.seeListing, listingUrl),
      footnote(texts.why),
    ],
  });
}
