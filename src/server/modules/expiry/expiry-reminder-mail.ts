import type { ListingType } from '../../../shared/constants';
import { formatDay } from '../../../shared/in-language';
import { pathInLanguage, type Language } from '../../../shared/languages';
import { listingPath } from '../../../shared/listing-price';
import { catalogues } from '../../../shared/texts/catalogues';
import type { MailMessage } from '../../lib/mailer/mailer';
import { escapeHtml as e } from '../pages/html';

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
  const greeting = texts.greeting({ name: input.ownerName });
  const expires = texts.expires({ name, date: formatDay(input.expiresAt, input.language) });
  const renew = texts.renew({ days: input.ttlDays });
  const listingUrl = input.publicUrl + pathInLanguage(listingPath(input.listing), input.language);

  const text = [
    greeting,
    '',
    expires,
    '',
    renew,
    `${texts.renewLink}: ${input.renewUrl}`,
    '',
    `${texts.seeListing}: ${listingUrl}`,
    '',
    texts.why,
  ].join('\n');

  const html = `<p>${e(greeting)}</p>
<p>${e(expires)}</p>
<p>${e(renew)}</p>
<p><a href="${e(input.renewUrl)}" style="display:inline-block;padding:10px 16px;background:#1f6f5c;color:#ffffff;text-decoration:none;border-radius:6px"><strong>${e(texts.renewLink)}</strong></a></p>
<p><a href="${e(listingUrl)}">${e(texts.seeListing)}</a></p>
<p style="font-size:small">${e(texts.why)}</p>`;

  return { to: input.to, subject: texts.subject({ name }), text, html };
}
