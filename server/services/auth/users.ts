/** Customers as stored and as the contract shows them (`userSchema` of lib/api/auth.ts). */
import { sql } from 'drizzle-orm';
import type { User } from '@/lib/api/auth';
import { preparedStatement, type Database } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from './sessions';

/** The account of an address, whatever the case it is typed in. */
export async function findByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export function toUser(
  row: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'address'>,
): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    address: row.address,
  };
}

const drawUserId = preparedStatement<{ id: number }>(
  'draw_user_id',
  sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`,
);

/** The next id of the users' sequence, spent on nothing: what a refused sign-up answers with. */
export async function spareUserId(db: Database): Promise<number> {
  const [{ id }] = await drawUserId(db, {});
  return id;
}
