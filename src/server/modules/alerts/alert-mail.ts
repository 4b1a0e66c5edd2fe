import type { ListingType } from '../../../shared/constants';
import { pathInLanguage, type Language } from '../../../shared/languages';
import { displayPrice } from '../../../shared/in-language';
import { listingPath } from '../../../shared/listing-price';
import { catalogues } from '../../../shared/texts/catalogues';
import type { MailMessage } from '../../lib/mailer/mailer';
import {
  composeMail,
  escapeHtml as e,
  footnote,
  link,
  paragraph,
  type MailBlock,
} from '../mail/mail-layout';

/** What an alert says of a home, as the alert queries read it. */
export interface AlertHomeFields {
  id: string;
  type: ListingType;
  name: string;
  offer: boolean;
  regularPrice: number;
  discountedPrice: number | null;
}

/** A home as an alert shows it. */
export interface AlertHome extends AlertHomeFields {
  /** Absolute URL of its first photo. */
  photoUrl: string | undefined;
}

export interface AlertMailInput {
  to: string;
  /** The language its reader chose: the texts, prices and links are in it. */
  language: Language;
  searchName: string;
  /** The search's canonical query (its link: /search?query). */
  query: string;
  /** The newest matches, at most a mail's worth. */
  homes: AlertHome[];
  /** How many matched in all (more than `homes` holds: "and n more"). */
  total: number;
  publicUrl: string;
  /** The one-click URL (RFC 8058) and the mailto address that unsubscribe. */
  unsubscribeUrl: string;
  unsubscribeMailto: string;
}

/** A home: its photo and name on its link, and its price; in the text, name, price and link. */
function homeBlock(home: {
  name: string;
  price: string;
  url: string;
  photoUrl?: string | undefined;
}): MailBlock {
  const photo = home.photoUrl
    ? `<img src="${e(home.photoUrl)}" alt="${e(home.name)}" width="320" style="display:block;max-width:100%"><br>`
    : '';
  return {
    html: `<p><a href="${e(home.url)}">${photo}<strong>${e(home.name)}</strong></a><br>${e(home.price)}</p>`,
    text: [home.name, home.price, home.url],
  };
}

/** "New homes for <search name>": each home's photo, name, price as on the cards, and link. */
export function alertMail(input: AlertMailInput): MailMessage {
  const { language } = input;
  const { alerts } = catalogues[language];
  const texts = alerts.mail;
  const page = (path: string) => input.publicUrl + pathInLanguage(path, language);
  const searchUrl = page(`/search${input.query ? `?${input.query}` : ''}`);
  const homes = input.homes.map((home) => ({
    ...home,
    url: page(listingPath(home)),
    price: displayPrice(home, language),
  }));
  const rest = input.total - homes.length;
  return composeMail({
    to: input.to,
    subject: texts.subject({ name: input.searchName }),
    blocks: [
      paragraph(texts.intro(input.total)),
      ...homes.map(homeBlock),
      ...(rest > 0 ? [paragraph(texts.more(rest))] : []),
      link(texts.seeSearch, searchUrl),
      footnote(texts.why({ name: input.searchName }), {
        words: texts.unsubscribe,
        url: input.unsubscribeUrl,
      }),
    ],
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>, <${input.unsubscribeMailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
