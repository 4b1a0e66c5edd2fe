import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { ApiErrorIssue } from '../../shared/api-errors';
import { createQueryClient } from '../app/query-client';
import { Toasts } from '../app/Toasts';

/** The app's query client (a 401 ends the session) without retries or caching delays. */
function createTestQueryClient() {
  return createQueryClient({ queries: { retry: false } });
}

/** Renders `element` at `path`, with a fresh query client and the toasts. */
export function renderAt(path: string, element: ReactElement, pattern = '*') {
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

const SESSION_PATH = '/api/auth/get-session';

/**
 * Replaces fetch: `handler` gets the request URL (and the method, `GET` by default) and returns
 * a JSON body or a Response.
 */
export function mockFetch(handler: (url: URL, method: string) => unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = await handler(url, init?.method ?? 'GET');
    if (reply instanceof Response) return reply;
    // A handler that answers every request with one body (a page of listings) serves a visitor:
    // what it says to the session request is no session.
    const noSession = url.pathname === SESSION_PATH && !(reply as { user?: unknown } | null)?.user;
    return Response.json(noSession ? null : reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetch was called with, but the session's (every "Save" toggle asks for it). */
export function requestedUrls(fetchMock: ReturnType<typeof mockFetch>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname !== SESSION_PATH);
}

/** An error answer of our API (`issues` as a VALIDATION_FAILED answer names them). */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  issues?: ApiErrorIssue[],
): Response {
  return Response.json({ error: { code, message, issues } }, { status });
}
