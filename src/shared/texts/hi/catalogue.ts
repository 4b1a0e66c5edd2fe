import type { Catalogue } from '../catalogue';
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
 * Every text the product shows or sends, by area, in Hindi: the same shape as `english`, key
 * for key and placeholder for placeholder. Listing names and addresses are not texts: they stay
 * as their owners wrote them.
 */
export const hindi: Catalogue = {
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
