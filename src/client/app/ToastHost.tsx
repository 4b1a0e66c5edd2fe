import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastDemand, toastsWanted } from '../lib/notify';

const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

/** Mounts the one toast container once the first toast is asked for (see lib/notify). */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastDemand, toastsWanted, toastsWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
