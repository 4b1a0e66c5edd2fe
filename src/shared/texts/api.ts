import { fill } from './message';

/**
 * The API's answers that the app shows as they come (a toast, an image's tile): refusals for
 * too many requests and photos that are no JPEG or PNG. The app's own texts for the other
 * answers are chosen by their error code.
 */
export const apiTexts = {
  tooManyAttempts: fill('Too many attempts, try again in {seconds} s'),
  tooManySaves: fill('Too many saves, try again in {minutes} min'),
  tooManyReports: fill('Too many reports, try again in {minutes} min'),
  tooManyUploads: fill('Too many uploads, try again in {seconds} s'),
  tooManyWaitingImages: 'Too many images are waiting: save or leave the listing you are editing',
  tooManyLookups: fill('Too many lookups, try again in {seconds} s'),
  tooManySearches: fill('Too many searches, try again in {seconds} s'),
  tooManyOwners: fill('Too many owners looked up, try again in {seconds} s'),
  notJpegOrPng: 'Only JPEG and PNG images are accepted',
  imageUnreadable: 'The image could not be read',
  tooManyPixels: fill(
    'The image has more than {megapixels} megapixels: save a smaller copy and upload that',
  ),
  savedHomesFull: fill('You can keep at most {max} saved homes: remove one to save another'),
  uploadBusy: fill('Too many images are being processed: send this again in {seconds} s'),
  // Messages between people (docs/product.md#messages-between-people).
  conversationsDailyLimit: 'You have contacted many owners today. Please try again tomorrow.',
  listingNotListed: 'This home is no longer on offer, so it takes no new messages',
  ownListing: 'This is your own listing',
  messagesBlocked: 'This owner does not accept your messages',
  onlyOwnerBlocks: 'Only the listing’s owner can block in this conversation',
  tooManyMessages: fill('Too many messages, try again in {seconds} s'),
  tooManyViews: fill('Too many pages viewed, try again in {seconds} s'),
};
