/** Business constants and limits of the product (docs/product.md#constants-and-limits). One place, shared by client and server. */

export const LISTING_TYPES = ['rent', 'sale'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** How often a saved search mails its new homes ("E-mail me"). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'never'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const RECOMMENDED_COUNT = 5;
export const CATEGORY_PAGE_SIZE = 10;
export const CATEGORY_MORE_SIZE = 2;
export const OFFERS_PAGE_SIZE = 2;
export const OFFERS_MORE_SIZE = 10;
/** Largest page the API serves in one request. */
export const MAX_PAGE_SIZE = 50;
/** Results of /search per request (first page and each Load More). */
export const SEARCH_PAGE_SIZE = 12;
/** Longest place a search takes ("Locality or city"). */
export const SEARCH_TEXT_MAX = 100;

export const NAME_MIN = 10;
export const NAME_MAX = 32;
export const ROOMS_MIN = 1;
export const ROOMS_MAX = 50;
export const PRICE_MIN = 50;
export const PRICE_MAX = 750_000_000;
export const ADDRESS_MAX = 200;
export const IMAGES_MIN = 1;
export const IMAGES_MAX = 6;

export const LINK_COPIED_MS = 1000;
export const MAP_ZOOM = 13;
/** How far (km) the owner may move the listing's pin from where its address was found. */
export const PIN_MAX_DISTANCE_KM = 25;
export const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * Sizes (px) of the WebP variants made for every stored image: variant "wN" fits in N×N, so it
 * is N wide for a landscape photo and N tall for a portrait one (the same pixels either way).
 */
export const IMAGE_VARIANT_SIZES = [320, 640, 1280] as const;

/** Saved searches an account may keep (409 `SAVED_SEARCHES_LIMIT` past it: docs/product.md#api). */
export const SAVED_SEARCHES_MAX = 20;
/** Longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 100;
/** Homes an account may keep saved: the whole list loads on /saved. */
export const SAVED_HOMES_MAX = 500;

/** A message's length, in characters (Messages). */
export const MESSAGE_TEXT_MIN = 1;
export const MESSAGE_TEXT_MAX = 2000;
/** New conversations an account may start in 24 hours (429 past it); messages in them are not counted. */
export const NEW_CONVERSATIONS_PER_DAY = 10;
/** Conversations /messages shows per page (Load More shows the next ones). */
export const CONVERSATIONS_PAGE_SIZE = 50;
/** Live connections (/api/me/events) one account may hold at once; the oldest is closed past it. */
export const LIVE_CONNECTIONS_PER_ACCOUNT = 8;
