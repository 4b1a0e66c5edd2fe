import { lazy } from 'react';
import { Route, Routes } from 'react-router';
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
const ProfilePage = lazy(() =>
  import('../pages/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
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
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
