import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { Toasts } from '../app/Toasts';

function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders `element` at `path`, with a fresh query client (no retries) and the toasts. */
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

/**
 * Replaces fetch: `handler` gets the request URL (and the method, `GET` by default) and returns
 * a JSON body or a Response.
 */
export function mockFetch(handler: (url: URL, method: string) => unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = await handler(url, init?.method ?? 'GET');
    return reply instanceof Response ? reply : Response.json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetch was called with. */
export function requestedUrls(fetchMock: ReturnType<typeof mockFetch>): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

export function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
