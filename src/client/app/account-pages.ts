/**
 * The account pages and the route guard, downloaded together as one chunk on first use: one
 * file instead of six keeps the first visit's entry (and its list of chunks) small.
 */
export { RequireAuth } from '../components/RequireAuth/RequireAuth';
export { ForgotPasswordPage } from '../pages/forgot-password/ForgotPasswordPage';
export { ProfilePage } from '../pages/profile/ProfilePage';
export { ResetPasswordPage } from '../pages/reset-password/ResetPasswordPage';
export { SignInPage } from '../pages/sign-in/SignInPage';
export { SignUpPage } from '../pages/sign-up/SignUpPage';
