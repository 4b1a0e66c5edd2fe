import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../lib/storage/s3-storage';

export interface TestS3 {
  /** How the app's S3 storage reaches the bucket. */
  options: S3StorageOptions;
  close(): Promise<void>;
}

/** An S3-compatible store (s3rver) on a free local port, with one empty bucket, files in `dir`. */
export async function startS3(dir: string, bucket = 'photos'): Promise<TestS3> {
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: () => s3.close(),
  };
}
