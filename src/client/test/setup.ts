import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The page tests render whole pages in jsdom on CI's two cores beside the server's tests: the
// default second for findBy/waitFor was missed now and then by a page that does appear.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout observers and matchMedia that the carousel uses; inert versions do.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom has <dialog> without its methods: showing and closing it sets its open attribute.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

afterEach(async () => {
  // A toast still on its way (the library arrives with the first one) must not reach the next
  // test's page: let it arrive, then dismiss every toast, queued ones included.
  await new Promise((resolve) => setTimeout(resolve, 0));
  (await import('react-toastify')).toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
