import { appModule } from '../app-module';
import { healthRoutes, type HealthDeps } from './health.routes';

/** /api/health: whether this instance is alive and ready (readiness.ts tells draining). */
export function createHealthModule(deps: HealthDeps) {
  return appModule({ name: 'health', apiRoutes: [healthRoutes(deps)] });
}
