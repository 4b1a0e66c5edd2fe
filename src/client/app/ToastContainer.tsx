import { useEffect } from 'react';
import { ToastContainer as Container } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { toastContainerReady } from '../lib/notify';

/** The one toast container of the app, with the product's defaults (docs/product.md#messages). */
export default function ToastContainer() {
  // After the library's container has registered itself (a child's effects run first).
  useEffect(toastContainerReady, []);
  return (
    <Container
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      draggable
    />
  );
}
