import { listingTexts } from '../../shared/texts/listings';

/** mailto:<email>?subject=Inquery for <listing>&body=<message>, each part percent-encoded. */
export function contactMailto(email: string, listingName: string, message: string): string {
  const subject = encodeURIComponent(listingTexts.contact.subject({ listingName: listingName }));
  return `mailto:${email}?subject=${subject}&body=${encodeURIComponent(message)}`;
}
