import { counted, fill } from './message';

/**
 * The texts of the public pages about listings: Explore, the lists, a listing's page and the
 * contact page. The product's own texts are kept as it wrote them, spelling included
 * ('Places for Sell', 'Inquery').
 */
export const listingTexts = {
  explore: {
    heading: 'Explore',
    recommended: 'Recommended',
    recommendedLabel: 'Recommended listings',
    recommendedUnavailable: 'Recommended homes are not available right now.',
    nothingListed: 'No homes have been listed yet.',
    categories: 'Categories',
    placesForRent: 'Places for Rent',
    placesForSell: 'Places for Sell',
    searchLabel: 'Search by locality or city',
    searchPlaceholder: 'Locality or city, e.g. Koramangala',
    searchButton: 'Search',
  },
  lists: {
    categoryHeading: { rent: 'Places for rent', sale: 'Places for Sale' },
    categoryEmpty: fill('No listings for {categoryName}'),
    /** A category's name in that text; any other name in the URL is shown as it is. */
    categoryNames: { rent: 'rent', sale: 'sale' },
    offersHeading: 'Offers',
    offersEmpty: 'There are no offer currently going on. Come back again after sometime.',
    filters: 'Filters',
    loadMore: 'Load More',
    loadFailed: 'The listings could not be loaded.',
    /** Toast. */
    fetchFailed: "Couldn't fetch the listings",
  },
  facts: {
    bedrooms: counted('en', { one: '# Bedroom', other: '# Bedrooms' }),
    bathrooms: counted('en', { one: '# Bathroom', other: '# Bathrooms' }),
    forRent: 'For Rent',
    forSale: 'For Sale',
    parkingSpot: 'Parking Spot',
    noParking: 'No Parking',
    furnished: 'Furnished',
    notFurnished: 'Not Furnished',
    /** A price in rupees ('₹' and the grouped digits). */
    price: fill('₹{amount}'),
    rentPrice: fill('{price} / Month'),
    discount: fill('{amount} discount'),
    /** Between the parts of a listing's page description. */
    separator: ' · ',
  },
  detail: {
    /** The heading of a listing's page, and the title of its link previews. */
    heading: fill('{name} - {price}'),
    photos: 'Photos',
    photo: fill('{name}, photo {number}'),
    copyLink: 'Copy link',
    linkCopied: 'Link Copied',
    map: 'Map',
    contactLandOwner: 'Contact Land Owner',
    notFound: 'Listing not found',
    notFoundText: 'This listing does not exist or has been removed.',
    unavailable: 'Listing unavailable',
    unavailableText: 'The listing could not be loaded. Please try again later.',
    /** Toast. */
    fetchFailed: "Couldn't fetch the details",
    expired: 'This listing has expired',
  },
  /** A listing out of the public lists, as its card and page say it. */
  status: {
    rented: 'Rented',
    sold: 'Sold',
    expired: 'Expired',
    hidden: 'Hidden by moderation',
  },
  contact: {
    heading: 'Contact Landlord',
    landlord: fill('Contact {name}'),
    /** `{listing}` is the listing's name, shown in bold. */
    about: fill('About {listing}'),
    unavailable: 'This landlord cannot be contacted.',
    message: 'Message',
    send: 'Send Message',
    /** The subject of the e-mail the visitor sends. */
    subject: fill('Inquery for {listingName}'),
    /** Toast: the landlord could not be found. */
    failed: 'Something went wrong',
  },
};
