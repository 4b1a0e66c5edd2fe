import { ConfigError, type Config } from './config';
import { createLocalStorage } from './lib/storage/local-storage';
import type { Storage } from './lib/storage/storage';

export function createStorage(config: Config): Storage {
  if (config.storage.driver === 'local') return createLocalStorage(config.storage.dir);
  throw new ConfigError(
    'Invalid configuration: STORAGE_DRIVER=s3 is not available in this version yet; use local',
  );
}
