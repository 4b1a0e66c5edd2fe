import { fill } from './message';

/**
 * The titles of the pages whose other texts come with their own code. The route table names
 * every page's title (app/page-heads.ts), so these few words are in the first visit's code and
 * the rest of those pages' texts are not.
 */
export const titleTexts = {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  verifyEmail: 'Verify your e-mail address',
  profile: 'My Profile',
  createListing: 'Create a Listing',
  editListing: 'Edit Listing',
  /** Also the search page's heading. */
  search: 'Search',
  renew: 'Renew listing',
  moderation: 'Moderation',
  messages: 'Messages',
  /** Also the statistics page's heading and the profile's link to it. */
  statistics: fill('Statistics for {name}'),
};
