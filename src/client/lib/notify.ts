import { toast, type ToastOptions } from 'react-toastify';

/** The app's toasts; the text is the toast's id, so one failure shows one toast. */
export const notify = {
  error: (message: string, options?: ToastOptions) =>
    toast.error(message, { toastId: message, ...options }),
  success: (message: string, options?: ToastOptions) =>
    toast.success(message, { toastId: message, ...options }),
};
