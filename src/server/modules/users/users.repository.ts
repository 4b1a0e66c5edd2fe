import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './users.table';

export function createUsersRepository(db: Db) {
  return {
    async findPublic(id: string) {
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return rows[0];
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
