import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';

/** The one toast container of the app, with the spec's defaults. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      draggable
    />
  );
}
