import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Storage } from '../lib/storage/storage';

/** Placeholder until the demo data module lands: loads nothing. */
export async function seedDemoData(_deps: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}): Promise<{ users: number; listings: number } | null> {
  return null;
}
