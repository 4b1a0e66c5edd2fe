import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsAsked } from '../lib/notify';

const ToastContainer = lazy(() => import('./ToastContainer'));

/** Where toasts appear: the container arrives with the first toast (lib/notify). */
export function Toasts() {
  const asked = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.current, () => false);
  return asked ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
