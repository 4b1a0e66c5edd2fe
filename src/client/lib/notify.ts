import type * as Toastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

/**
 * The app's toasts; the text is the toast's id, so one failure shows one toast.
 *
 * The toast library is loaded with the first toast, not with the page: a first visit shows none,
 * and the library would be 5 kB of its JavaScript. `<Toasts>` mounts the container once a toast
 * is asked for, and toasts are shown once it is there: the library's own queue (for toasts shown
 * before a container) would not recognise two with the same id.
 */
type Kind = 'error' | 'success';

let library: Promise<typeof Toastify> | undefined;
let asked = false;
const listeners = new Set<() => void>();
let containerMounted: () => void = () => undefined;
const container = new Promise<void>((resolve) => {
  containerMounted = resolve;
});

function show(kind: Kind, message: string, options?: ToastOptions) {
  library ??= import('react-toastify');
  if (!asked) {
    asked = true;
    listeners.forEach((listener) => listener());
  }
  void Promise.all([library, container]).then(([{ toast }]) =>
    toast[kind](message, { toastId: message, ...options }),
  );
}

export const notify = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
};

/** Whether a toast was ever asked for in this page (so the container must be there). */
export const toastsAsked = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => asked,
};

/** Called by the container once mounted: toasts asked for until then are shown. */
export function toastContainerReady() {
  containerMounted();
}
