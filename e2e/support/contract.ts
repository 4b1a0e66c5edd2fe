/**
 * What the end-to-end tests expect the UI to show, written from docs/product.md (its pages,
 * texts and prices) on purpose apart from the app's own message catalogue and formatters: a typo
 * there must fail here.
 */

export const text = {
  nav: { explore: 'Explore', offers: 'Offers', profile: 'Profile' },
  loading: 'Loading',
  explore: {
    heading: 'Explore',
    recommended: 'Recommended',
    categories: 'Categories',
    rentLink: 'Places for Rent',
    saleLink: 'Places for Sell',
  },
  categoryHeading: { rent: 'Places for rent', sale: 'Places for Sale' },
  categoryEmpty: (categoryName: string) => `No listings for ${categoryName}`,
  offersHeading: 'Offers',
  offersEmpty: 'There are no offer currently going on. Come back again after sometime.',
  loadMore: 'Load More',
  listingsFetchFailed: "Couldn't fetch the listings",
  detailsFetchFailed: "Couldn't fetch the details",
  copyLink: 'Copy link',
  linkCopied: 'Link Copied',
  forRent: 'For Rent',
  forSale: 'For Sale',
  parking: (yes: boolean) => (yes ? 'Parking Spot' : 'No Parking'),
  furnished: (yes: boolean) => (yes ? 'Furnished' : 'Not Furnished'),
  map: 'Map',
  contactOwner: 'Contact Land Owner',
  contact: {
    heading: 'Contact Landlord',
    landlord: (name: string) => `Contact ${name}`,
    message: 'Message',
    send: 'Send Message',
    subject: (listingName: string) => `Inquery for ${listingName}`,
    failed: 'Something went wrong',
  },
} as const;

/** "₹1,500,000"; rent adds " / Month" (docs/product.md#prices). */
export function rupees(amount: number, type?: 'rent' | 'sale'): string {
  const grouped = Math.trunc(amount)
    .toString()
    .split('')
    .reverse()
    .join('')
    .match(/\d{1,3}/g)!
    .join(',')
    .split('')
    .reverse()
    .join('');
  return `₹${grouped}${type === 'rent' ? ' / Month' : ''}`;
}

/** "1 Bedroom" / "3 Bedrooms". */
export function rooms(count: number, word: 'Bedroom' | 'Bathroom'): string {
  return count === 1 ? `1 ${word}` : `${count} ${word}s`;
}

/** The mailto: target of the contact page (docs/product.md#contact; RFC 6068 percent-encoding). */
export function contactMailto(email: string, listingName: string, message: string): string {
  const subject = encodeURIComponent(text.contact.subject(listingName));
  return `mailto:${email}?subject=${subject}&body=${encodeURIComponent(message)}`;
}

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
