import { SAVED_SEARCHES_MAX } from '../constants';
import { counted, fill } from './message';

/**
 * Saved searches' alerts (docs/product.md#saved-homes-and-searches): the mail, its unsubscribe
 * link, and the API's refusals.
 */
export const alertTexts = {
  mail: {
    subject: fill('New homes for {name}'),
    intro: counted('en', {
      one: '# new home matches your saved search:',
      other: '# new homes match your saved search:',
    }),
    more: counted('en', { one: 'and # more', other: 'and # more' }),
    seeSearch: 'See the search',
    why: fill('You get this e-mail because you saved the search "{name}" on Homestead.'),
    unsubscribe: 'Unsubscribe from these e-mails',
  },
  /** The answer to the one-click unsubscribe POST (RFC 8058), read by mail providers. */
  unsubscribed: fill('You will no longer get e-mails for "{name}".'),
  tooManySearches: `You can save at most ${SAVED_SEARCHES_MAX} searches: delete one to save another.`,
  invalidLink: 'This unsubscribe link is not valid.',
  searchGone: 'This saved search no longer exists.',
};
