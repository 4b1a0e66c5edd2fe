import { createElement, lazy } from 'react';
import { RequireAuth } from '../components/RequireAuth/RequireAuth';
import { ForgotPasswordPage } from '../pages/forgot-password/ForgotPasswordPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { ResetPasswordPage } from '../pages/reset-password/ResetPasswordPage';
import { SignInPage } from '../pages/sign-in/SignInPage';
import { SignUpPage } from '../pages/sign-up/SignUpPage';
import { VerifyEmailPage } from '../pages/verify-email/VerifyEmailPage';

/**
 * The listing form is a chunk of its own (zod and the upload client come with it). It is named
 * here, not in the entry: it only ever shows behind this chunk's route guard, and the entry
 * stays free of the form's list of files. (A plain component around the lazy one: the entry's
 * own lazy wrapper may not resolve to another lazy component.)
 */
const LazyListingForm = lazy(() =>
  import('../pages/listing-form/ListingFormPage').then((m) => ({ default: m.ListingFormPage })),
);
const ListingFormPage = () => createElement(LazyListingForm);

/**
 * The account pages and the route guard, downloaded together as one chunk on first use: one
 * file instead of six keeps the first visit's entry (and its list of chunks) small. They are one
 * object, which the entry reads a page from by name: the chunk also serves the form's chunk, and
 * plain exports would then need a module namespace object built in the first visit's runtime.
 */
export const accountPages = {
  RequireAuth,
  ForgotPasswordPage,
  ProfilePage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  VerifyEmailPage,
  ListingFormPage,
};
