import { fill } from './message';

/** Saved homes and the /saved page (docs/product.md#saved-homes-and-searches). */
export const savedTexts = {
  /** The toggle on every card and detail page; aria-pressed says whether it is saved. */
  saveHome: fill('Save {name}'),
  saveFailed: 'The home could not be saved. Try again.',
  removeFailed: 'The home could not be removed from your saved homes. Try again.',
  title: 'Saved',
  heading: 'Saved homes',
  empty: 'No saved homes yet',
  searches: {
    heading: 'Saved searches',
    empty: 'No saved searches yet. Save one from the search page to hear of new homes.',
    /** What the select shows; its accessible name says which search. */
    frequencyShort: 'E-mail me',
    frequencyLabel: fill('E-mail me for {name}'),
    delete: fill('Delete {name}'),
    deleted: 'Search deleted',
    changed: 'E-mail choice saved',
    failed: 'The saved search could not be changed. Try again.',
    frequencies: {
      instant: 'Instantly',
      daily: 'Daily',
      weekly: 'Weekly',
      never: 'Never',
    },
  },
  unsubscribe: {
    title: 'Unsubscribed',
    heading: 'Unsubscribed',
    text: fill('You will get no more e-mails for “{name}”.'),
    undo: 'Undo',
    undoFailed: 'E-mails could not be turned back on. Try again.',
    undoneTitle: 'E-mails back on',
    undone: fill('E-mails for “{name}” are back on.'),
    invalidTitle: 'Link not valid',
    failed: 'This unsubscribe link is not valid. Open your saved searches to change e-mails.',
    openSaved: 'Your saved searches',
  },
};
