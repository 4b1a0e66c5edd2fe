import { ToastContainer as Container } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';

/** The one toast container of the app, with the product's defaults (docs/product.md#messages). */
export default function ToastContainer() {
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
