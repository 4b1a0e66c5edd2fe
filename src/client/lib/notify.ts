import type { ToastOptions } from 'react-toastify';

/**
 * Toasts, loaded on first use: react-toastify (about 7 KB gzip) stays out of the first visit.
 * The container mounts when the first toast is asked for; react-toastify queues toasts made
 * before a container is mounted, so nothing is lost. Always toast through this module.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function subscribeToToastDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return wanted;
}

function show(kind: 'error' | 'success', message: string, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) =>
    toast[kind](message, { toastId: message, ...options }),
  );
}

export const notify = {
  /** An error toast; the text is its id, so one failure shows one toast. */
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
};
