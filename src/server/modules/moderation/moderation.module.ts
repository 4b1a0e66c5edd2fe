import { appModule } from '../app-module';
import { createModeration, type ModerationDeps } from './moderation';

/** Reports and moderation (moderation.ts): their routes under /api. */
export function createModerationModule(deps: ModerationDeps) {
  return appModule({ name: 'moderation', apiRoutes: [createModeration(deps).apiRoutes] });
}
