import { fill } from './message';

/**
 * A listing's expiry (docs/product.md#a-listings-life): the owner's reminder mail, the page of its
 * renew link, and the API's refusals of that link. (The profile's "Renew <name>" is in account.ts,
 * the "Expired" a card and a page show in listings.ts.)
 */
export const expiryTexts = {
  /** A day as mails and pages write it, in India time: "26 January 2027". */
  day: fill('{day} {month} {year}'),
  months: {
    0: 'January',
    1: 'February',
    2: 'March',
    3: 'April',
    4: 'May',
    5: 'June',
    6: 'July',
    7: 'August',
    8: 'September',
    9: 'October',
    10: 'November',
    11: 'December',
  },
  mail: {
    subject: fill('Your listing {name} expires soon'),
    greeting: fill('Hello {name},'),
    expires: fill(
      'Your listing “{name}” on Homestead expires on {date}. It then leaves the lists, search and the map; its page stays, saying it has expired.',
    ),
    renew: fill('To keep it listed for another {days} days, open this link (no sign-in needed):'),
    renewLink: 'Renew my listing',
    seeListing: 'See the listing',
    why: 'Editing the listing renews it too. If it is rented or sold, mark it so on your profile instead.',
  },
  page: {
    renewedHeading: 'Listing renewed',
    renewed: fill('“{name}” stays listed until {date}.'),
    currentHeading: 'Already renewed',
    current: fill('“{name}” is already current: it stays listed until {date}.'),
    notListedHeading: 'Not in the lists',
    notListed: fill('“{name}” is not in the lists ({status}). Open your profile to change that.'),
    invalidTitle: 'Link not valid',
    invalid: 'This renew link is not valid. Open your profile to renew your listings.',
    goneTitle: 'Listing not found',
    gone: 'This listing no longer exists.',
    failedTitle: 'Not renewed',
    failed: 'The listing could not be renewed just now. Try again in a moment.',
    seeListing: 'See the listing',
    openProfile: 'Your profile',
  },
  /** The API's refusals of a renew link. */
  invalidLink: 'This renew link is not valid.',
  listingGone: 'This listing no longer exists.',
};
