import { appModule } from '../app-module';
import type { Metrics } from './metrics';
import { metricsRoutes } from './metrics.routes';

/**
 * GET /metrics, at the root (not under /api: scrapers send no Origin, and it is guarded by its
 * token). The registry itself is made before any module (createMetrics): every module counts.
 */
export function createMetricsModule(metrics: Metrics, token: string | undefined) {
  return appModule({ name: 'metrics', routes: [metricsRoutes(metrics, token)] });
}
