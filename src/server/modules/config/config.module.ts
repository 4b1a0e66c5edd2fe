import type { ClientConfig } from '../../../shared/schemas/client-config';
import { appModule } from '../app-module';
import { configRoutes } from './config.routes';

/** /api/config: what the browser's app is told of the server's configuration. */
export function createConfigModule(clientConfig: ClientConfig) {
  return appModule({ name: 'config', apiRoutes: [configRoutes(clientConfig)] });
}
