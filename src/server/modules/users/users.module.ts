import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { appModule } from '../app-module';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';

/** Users' public profiles and contact (/api/users/:id). */
export function createUsersModule(deps: { db: Db; perMinute: number; redis: Redis | undefined }) {
  const repository = createUsersRepository(deps.db);
  const limit = { perMinute: deps.perMinute, redis: deps.redis };
  return appModule({ name: 'users', apiRoutes: [usersRoutes({ repository, limit })] });
}
