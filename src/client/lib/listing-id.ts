// A listing's id is a UUID: anything else in an address is not asked of the API.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` (read from a page's address) can name a listing at all. */
export const isListingId = (id: string) => UUID.test(id);
