import { accountTexts } from './account';
import { alertTexts } from './alerts';
import { apiTexts } from './api';
import { commonTexts } from './common';
import { expiryTexts } from './expiry';
import { listingFormTexts } from './listing-form';
import { listingFactsTexts } from './listing-facts';
import { listingTexts } from './listings';
import { mailTexts } from './mail';
import { messageTexts } from './messages';
import { messagesContactTexts } from './messages-contact';
import { moderationTexts } from './moderation';
import { priceNearbyTexts } from './price-nearby';
import { savedTexts } from './saved';
import { searchTexts } from './search';
import { statisticsTexts } from './statistics';
import { titleTexts } from './titles';

/**
 * Every text the product shows or sends, by area, in English. Code imports the area it needs
 * (so a page's code carries only its own texts); this whole catalogue is the shape another
 * language's catalogue must have, key for key.
 */
export const english = {
  common: commonTexts,
  account: accountTexts,
  listings: listingTexts,
  listingForm: listingFormTexts,
  listingFacts: listingFactsTexts,
  search: searchTexts,
  titles: titleTexts,
  saved: savedTexts,
  mail: mailTexts,
  alerts: alertTexts,
  moderation: moderationTexts,
  expiry: expiryTexts,
  messages: messageTexts,
  messagesContact: messagesContactTexts,
  statistics: statisticsTexts,
  priceNearby: priceNearbyTexts,
  api: apiTexts,
};

export type Catalogue = typeof english;
