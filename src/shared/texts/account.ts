import { fill } from './message';

/**
 * The texts of the account pages (sign-in, sign-up, password reset) and of the profile. The
 * product's own toasts are kept as it wrote them, spelling included ('sucessfully', 'Coludn't').
 */
export const accountTexts = {
  email: 'Email',
  password: 'Password',
  /** The toggle beside a password, named by its state's opposite. */
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  name: 'Name',
  /** Between the form and the social sign-in button. */
  or: 'or',
  /** The hint under a new password, and what is wrong with one. */
  passwordHint: fill('At least {min} characters'),
  passwordTooShort: fill('Use at least {min} characters.'),
  passwordTooLong: fill('Use at most {max} characters.'),
  signIn: {
    heading: 'Welcome',
    intro: 'Sign in to publish your homes and manage your profile.',
    submit: 'Sign In',
    forgotPassword: 'Forgot Password',
    signUpInstead: 'Sign Up Instead',
    userNotFound: "User doesn't exist in the database !!!",
    wrongPassword: 'Entered password is incorrect !!!',
    failed: 'Something went wrong !!! Try again with different email address.',
  },
  /** Toast: signing in (any way) to an account a moderator suspended. */
  suspended: 'This account is suspended',
  social: {
    button: 'Sign in with Google',
    failed: 'Unable to login using Google sign in. Please try other log in methods.',
  },
  signUp: {
    heading: 'Create an Account',
    intro: 'Create an account to publish your homes for rent or for sale.',
    submit: 'Sign Up',
    signInInstead: 'Sign In Instead',
    emailInUse: 'Entered email id already exist.',
    failed: 'Something went wrong with registration !!!',
  },
  forgotPassword: {
    intro:
      'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    submit: 'Send Reset Link',
    signIn: 'Sign In',
    sent: 'Email was sucessfully sent for password reset in your email address.',
    failed: "Coludn't send reset email",
  },
  resetPassword: {
    intro: 'Choose a new password for your account.',
    newPassword: 'New Password',
    submit: 'Reset Password',
    newLink: 'Send a new link',
    done: 'Your password has been reset. Sign in with your new password.',
    linkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
    failed: 'The password could not be reset. Try again.',
  },
  /** Verifying the e-mail address, when publishing needs it (PUBLISH_REQUIRES_VERIFIED_EMAIL). */
  verifyEmail: {
    needed: 'Please verify your e-mail address to publish',
    where: fill('The link goes to {email} and works once, for 24 hours.'),
    resend: 'Send the link again',
    resent: fill('A new link was sent to {email}.'),
    resendFailed: 'The link could not be sent. Try again.',
    /** The page the mailed link lands on (/verify-email). */
    verified: 'Your e-mail address is verified',
    canPublish: 'You can publish your homes now.',
    verifiedToast: 'Your e-mail address is verified. You can publish your homes now.',
    goOn: 'Go on to create a listing',
    linkFailed: 'This link has expired or has already been used',
    askAgain: 'Ask for a new link: it works once, for 24 hours.',
    alreadyVerified: 'Your e-mail address is verified already.',
    signInToAsk: 'Sign in to ask for a new link.',
    signIn: 'Sign In',
  },
  profile: {
    logOut: 'Log me out',
    logOutFailed: 'Could not log you out. Try again.',
    loadFailed: 'Your profile could not be loaded.',
    personalData: 'Personal Data',
    change: 'change',
    done: 'done',
    nameRequired: 'Enter your name.',
    saveFailed: 'Could not update the profile details !',
    sellOrRent: 'Sell or Rent your home',
  },
  yourListings: {
    heading: 'Your Listings',
    empty: 'You have not listed a home yet.',
    edit: fill('Edit {name}'),
    delete: fill('Delete {name}'),
    confirmDelete: fill('Are you sure that you want to delete {name} ?'),
    deleted: fill('Sucessfully deleted the {name} from the listings.'),
    deleteFailed: fill('Could not delete {name}. Try again.'),
    markRented: fill('Mark {name} as rented'),
    markSold: fill('Mark {name} as sold'),
    relist: fill('Relist {name}'),
    markedRented: fill('{name} is marked as rented and left the lists.'),
    markedSold: fill('{name} is marked as sold and left the lists.'),
    relisted: fill('{name} is listed again.'),
    renew: fill('Renew {name}'),
    renewed: fill('{name} is renewed and listed again.'),
    markFailed: fill('Could not change {name}. Try again.'),
  },
};
