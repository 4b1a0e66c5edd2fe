import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RequireAuth } from '../components/RequireAuth/RequireAuth';
import { mockFetch } from './render';

/** Shows the current path, for tests that check where a page navigated to. */
export function CurrentPath() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** `element` at each of `paths` for signed-in people only; every other path renders <CurrentPath />. */
export function signedInPageAt(paths: string[], element: ReactElement) {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        {paths.map((path) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
      <Route path="*" element={<CurrentPath />} />
    </Routes>
  );
}

/** `element` at `path`; every other path renders <CurrentPath />. */
export function pageAt(path: string, element: ReactElement) {
  return (
    <Routes>
      <Route path={path} element={element} />
      <Route path="*" element={<CurrentPath />} />
    </Routes>
  );
}

/** Where the link named `name` goes. */
export const hrefOf = (name: string | RegExp) =>
  screen.getByRole('link', { name }).getAttribute('href');

/** A signed-out visitor, no social provider configured, and `endpoint` answering with `answer`. */
export function serveSignedOut(endpoint: string, answer: () => Response) {
  return mockFetch((url) => {
    if (url.pathname === '/api/auth/get-session') return null;
    if (url.pathname === '/api/config') return { socialProvider: null };
    if (url.pathname === endpoint) return answer();
    throw new Error(`unexpected ${url.pathname}`);
  });
}

export const authError = (status: number, code: string) =>
  Response.json({ code, message: code }, { status });

export const signedInSession = (
  user: { id: string; name: string; email: string; moderator?: boolean } = {
    id: 'user-1',
    name: 'Asha',
    email: 'a@example.com',
  },
) => ({
  session: { id: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { moderator: false, ...user },
});

/** The requests fetch sent to `pathname`, with their method and parsed JSON body. */
export function sentTo(fetchMock: ReturnType<typeof mockFetch>, pathname: string) {
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit?][];
  return calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname)
    .map(([, init]) => ({
      method: init?.method ?? 'GET',
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}
