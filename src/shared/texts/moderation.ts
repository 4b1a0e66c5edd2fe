import { counted, fill } from './message';

/** Reports of listings and the moderators' page (docs/product.md#reports-and-moderation). */
export const moderationTexts = {
  report: {
    /** The button on a listing's page, and the dialog it opens. */
    button: 'Report this listing',
    dialog: 'Report this listing',
    reason: 'Reason',
    reasons: {
      rented_or_sold: 'Already rented or sold',
      wrong_details: 'Wrong price or details',
      fake_or_scam: 'Fake or scam',
      broker: 'Broker posing as owner',
      offensive: 'Offensive content',
      other: 'Something else',
    },
    details: 'Details',
    detailsHint: fill('Needed for “Something else”; at most {max} characters.'),
    send: 'Send report',
    /** Toast once sent. */
    sent: 'Thank you. We will look into it.',
    failed: 'The report could not be sent. Try again.',
    reasonRequired: 'Choose a reason.',
    detailsRequired: 'Say what is wrong in Details.',
    detailsTooLong: fill('Details are at most {max} characters.'),
    /** The API's refusal of an owner reporting their own listing. */
    ownListing: 'You cannot report your own listing',
  },
  page: {
    heading: 'Moderation',
    openReports: 'Open reports',
    noReports: 'No open reports.',
    owner: fill('Owner: {name}'),
    reports: counted('en', { one: '# report', other: '# reports' }),
    /** One reason and how many reports gave it: "Fake or scam: 2". */
    reasonCount: fill('{reason}: {count}'),
    details: 'Details written',
    hide: fill('Hide {name}'),
    dismiss: fill('Dismiss reports on {name}'),
    suspend: fill('Suspend {name}'),
    hiddenListings: 'Hidden listings',
    noHidden: 'No hidden listings.',
    restore: fill('Restore {name}'),
    withAccount: 'Hidden with its suspended account',
    hiddenOn: fill('Hidden on {time}'),
    history: 'History',
    noHistory: 'No moderator actions yet.',
    reinstate: fill('Reinstate {name}'),
    /** One entry of History: who did what to which listing or account. */
    actions: {
      hide: fill('{moderator} hid {target}'),
      restore: fill('{moderator} restored {target}'),
      dismiss: fill('{moderator} dismissed the reports on {target}'),
      suspend: fill('{moderator} suspended {target}'),
      reinstate: fill('{moderator} reinstated {target}'),
    },
    /** Why: the reasons of the reports an action closed. */
    because: fill('Reports: {reasons}'),
    loadFailed: 'The moderation lists could not be loaded.',
  },
  /** Toasts once an action is done. */
  done: {
    hide: fill('{name} is hidden.'),
    restore: fill('{name} is listed again.'),
    dismiss: fill('The reports on {name} are dismissed.'),
    suspend: fill('{name} is suspended and signed out everywhere.'),
    reinstate: fill('{name} is reinstated.'),
    failed: fill('Could not change {name}. Try again.'),
  },
  /** The API's refusals of an action that cannot be done (409). */
  refusals: {
    alreadyHidden: fill('{name} is hidden already'),
    notHidden: fill('{name} is not hidden'),
    noOpenReports: fill('{name} has no open reports'),
    alreadySuspended: fill('{name} is suspended already'),
    notSuspended: fill('{name} is not suspended'),
    ownAccount: 'You cannot suspend your own account',
    moderatorAccount: fill(
      '{name} is a moderator: remove the address from ADMIN_EMAILS before suspending it',
    ),
  },
};
