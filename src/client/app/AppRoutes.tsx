import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import type * as AccountPages from './account-pages';
import { RootLayout } from './RootLayout';

// Every page is its own chunk, downloaded when first shown.
const ExplorePage = lazy(() =>
  import('../pages/explore/ExplorePage').then((m) => ({ default: m.ExplorePage })),
);
const OffersPage = lazy(() =>
  import('../pages/offers/OffersPage').then((m) => ({ default: m.OffersPage })),
);
const CategoryPage = lazy(() =>
  import('../pages/category/CategoryPage').then((m) => ({ default: m.CategoryPage })),
);
const ListingPage = lazy(() =>
  import('../pages/listing/ListingPage').then((m) => ({ default: m.ListingPage })),
);
const ContactPage = lazy(() =>
  import('../pages/contact/ContactPage').then((m) => ({ default: m.ContactPage })),
);
// The account pages and the route guard share one chunk (see account-pages.ts).
const accountPage = (name: keyof typeof AccountPages.accountPages) =>
  lazy(() => import('./account-pages').then((m) => ({ default: m.accountPages[name] })));
const SignInPage = accountPage('SignInPage');
const SignUpPage = accountPage('SignUpPage');
const ForgotPasswordPage = accountPage('ForgotPasswordPage');
const ResetPasswordPage = accountPage('ResetPasswordPage');
const ProfilePage = accountPage('ProfilePage');
/** The route guard (spinner, then the page or /sign-in): protected pages nest in it. */
const RequireAuth = accountPage('RequireAuth');
/** The create and edit form: its own chunk, loaded through the account chunk (see there). */
const ListingFormPage = accountPage('ListingFormPage');
const NotFoundPage = lazy(() =>
  import('../pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<ExplorePage />} />
        <Route path="offer" element={<OffersPage />} />
        <Route path="category/:categoryName" element={<CategoryPage />} />
        <Route path="category/:categoryName/:listingId" element={<ListingPage />} />
        <Route path="contact/:landlordId" element={<ContactPage />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="sign-up" element={<SignUpPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route element={<RequireAuth />}>
          <Route path="profile" element={<ProfilePage />} />
          <Route path="create-listing" element={<ListingFormPage />} />
          <Route path="edit-listing/:listingId" element={<ListingFormPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
