import { fill } from './message';

/** The texts of the app's frame: header, navigation, loading, failures and the not-found page. */
export const commonTexts = {
  appName: 'Homestead',
  /** The app's description: the pages without their own say it to search engines. */
  appDescription: 'Homes for rent and for sale: browse listings and contact owners.',
  /** The document title of a page: its own title, then the app's name. */
  pageTitle: fill('{page} · Homestead'),
  skipToContent: 'Skip to content',
  navigation: {
    label: 'Main',
    explore: 'Explore',
    offers: 'Offers',
    saved: 'Saved',
    profile: 'Profile',
    /** Only signed-in people have it; with unread conversations its name says how many. */
    messages: 'Messages',
    messagesUnread: fill('Messages, {count} unread'),
    /** Only moderators have it. */
    moderation: 'Moderation',
  },
  /** The spinner's accessible name, and the word shown beside it. */
  loading: 'Loading',
  loadingShown: 'Loading…',
  tryAgain: 'Try again',
  goHome: 'Go to the home page',
  yes: 'Yes',
  no: 'No',
  /** The button that closes a dialog and does nothing: every dialog's. */
  cancel: 'Cancel',
  routeError: {
    title: 'Error',
    heading: 'This page could not be loaded',
    text: 'Check your connection and try again.',
    reload: 'Reload page',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  },
  carousel: {
    role: 'carousel',
    slideRole: 'slide',
    previous: 'Previous slide',
    next: 'Next slide',
    slideOf: fill('{number} of {count}'),
    goToSlide: fill('Go to slide {number}'),
    /** Said politely after each move. */
    shown: fill('Slide {number} of {count}'),
  },
};
