import type { Config } from './config';
import { createLocalStorage } from './lib/storage/local-storage';
import { createS3Storage } from './lib/storage/s3-storage';
import type { Storage } from './lib/storage/storage';

export function createStorage(config: Config): Storage {
  return config.storage.driver === 'local'
    ? createLocalStorage(config.storage.dir)
    : createS3Storage(config.storage);
}
