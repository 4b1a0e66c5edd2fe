/**
 * The forms a page rendered on the server posts when a control is pressed before the app's code
 * has arrived: their paths under a language's base, written here for the page that renders them
 * and the server that answers them (server/modules/pages/page-forms.routes.ts).
 */

/** "Log me out". */
export const SIGN_OUT_FORM = '/sign-out';

/**
 * The marks an owner makes on a listing from the profile, by the name of the API route that
 * makes each: rented or sold, listed again, renewed.
 */
export const LISTING_MARKS = ['close', 'relist', 'renew'] as const;
export type ListingMark = (typeof LISTING_MARKS)[number];

export const isListingMark = (value: string): value is ListingMark =>
  (LISTING_MARKS as readonly string[]).includes(value);

/** The route of the profile's buttons that mark a listing. */
export const LISTING_MARK_FORM = '/profile/listings/:id/:mark';

/** Where the profile's button for `mark` on one listing posts. */
export const listingMarkForm = (listingId: string, mark: ListingMark) =>
  LISTING_MARK_FORM.replace(':id', encodeURIComponent(listingId)).replace(':mark', mark);
