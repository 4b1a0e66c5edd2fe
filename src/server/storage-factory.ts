import type { Config } from './config';
import { createLocalStorage } from './lib/storage/local-storage';
import type { Storage } from './lib/storage/storage';

export function createStorage(config: Config): Storage {
  if (config.storage.driver === 'local') return createLocalStorage(config.storage.dir);
  throw new Error('STORAGE_DRIVER=s3 is not available in this version; use local');
}
