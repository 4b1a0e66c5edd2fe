import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigationType } from 'react-router';
import { BrandMark } from '../components/icons/BrandMark';
import { Navbar } from '../components/Navbar/Navbar';
import { Spinner } from '../components/Spinner/Spinner';
import { LanguageLinks } from './LanguageLinks';
import { PendingSave } from './PendingSave';
import { prefetchRoute } from './route-data';
import styles from './RootLayout.module.css';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { commonTexts } from '../../shared/texts/common';
import { DocumentTitle } from './DocumentTitle';
import { PageTakenOver } from '../hooks/useHydrated';

/**
 * The shell of every page: skip link, header with the navigation bar, main content. After a
 * navigation, a page shows the spinner while its code downloads; its data requests start at the
 * same time.
 */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const queryClient = useQueryClient();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // The first page's data came with it (the server rendered it with that data); later pages
  // start theirs while their code downloads. Asking again for the first page's data here would
  // also turn a failed query back to pending before the page's code has hydrated.
  const prefetchedPath = useRef(pathname + search);
  useEffect(() => {
    if (prefetchedPath.current === pathname + search) return;
    prefetchedPath.current = pathname + search;
    void prefetchRoute(queryClient, pathname + search);
  }, [queryClient, pathname, search]);

  // After a client-side navigation: start at the top (back/forward keeps the browser's
  // position) and move focus to <main>, so screen readers begin with the new page.
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {commonTexts.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.brand}>
            <BrandMark />
            <span>{commonTexts.appName}</span>
          </Link>
          <Navbar />
          <LanguageLinks />
        </div>
      </header>
      <PendingSave />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary key={pathname}>
          <DocumentTitle />
          <Suspense fallback={<Spinner />}>
            <Outlet />
            <PageTakenOver />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </>
  );
}
