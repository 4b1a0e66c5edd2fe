import { appModule } from '../app-module';
import { createAlerts, type AlertsDeps } from './alerts';

export { alertMailCounts } from './alerts';

/** Saved searches' alerts (alerts.ts): the queue publishing feeds, their job and unsubscribing. */
export function createAlertsModule(deps: AlertsDeps) {
  const alerts = createAlerts(deps);
  return appModule({
    name: 'alerts',
    queue: alerts.queue,
    apiRoutes: [alerts.apiRoutes],
    // The one-click unsubscribe of a mail's List-Unsubscribe header is at the root: mail clients
    // post to the address the header gives, outside the API.
    routes: [alerts.oneClickRoutes],
    jobs: alerts.jobs,
  });
}
