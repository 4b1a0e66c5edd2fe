import { Route, Routes } from 'react-router';
import type * as AccountPages from './account-pages';
import { lazyPage } from './lazy-page';
import { RootLayout } from './RootLayout';

// Every page is its own chunk, downloaded when first shown.
const ExplorePage = lazyPage('pages/explore/ExplorePage.tsx', () =>
  import('../pages/explore/ExplorePage').then((m) => m.ExplorePage),
);
const OffersPage = lazyPage('pages/offers/OffersPage.tsx', () =>
  import('../pages/offers/OffersPage').then((m) => m.OffersPage),
);
const CategoryPage = lazyPage('pages/category/CategoryPage.tsx', () =>
  import('../pages/category/CategoryPage').then((m) => m.CategoryPage),
);
const ListingPage = lazyPage('pages/listing/ListingPage.tsx', () =>
  import('../pages/listing/ListingPage').then((m) => m.ListingPage),
);
const SearchPage = lazyPage('pages/search/SearchPage.tsx', () =>
  import('../pages/search/SearchPage').then((m) => m.SearchPage),
);
const ContactPage = lazyPage('pages/contact/ContactPage.tsx', () =>
  import('../pages/contact/ContactPage').then((m) => m.ContactPage),
);
// The account pages and the route guard share one chunk (see account-pages.ts).
const accountPage = (name: keyof typeof AccountPages.accountPages) =>
  lazyPage('app/account-pages.ts', () =>
    import('./account-pages').then((m) => m.accountPages[name]),
  );
const SignInPage = accountPage('SignInPage');
const SignUpPage = accountPage('SignUpPage');
const ForgotPasswordPage = accountPage('ForgotPasswordPage');
const ResetPasswordPage = accountPage('ResetPasswordPage');
const ProfilePage = accountPage('ProfilePage');
/** The route guard (spinner, then the page or /sign-in): protected pages nest in it. */
const RequireAuth = accountPage('RequireAuth');
/** The create and edit form: its own chunk, loaded through the account chunk (see there). */
const ListingFormPage = accountPage('ListingFormPage');
const NotFoundPage = lazyPage('pages/not-found/NotFoundPage.tsx', () =>
  import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<ExplorePage />} />
        <Route path="offer" element={<OffersPage />} />
        <Route path="category/:categoryName" element={<CategoryPage />} />
        <Route path="category/:categoryName/:listingId" element={<ListingPage />} />
        <Route path="search" element={<SearchPage />} />
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
