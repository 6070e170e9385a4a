/**
 * The API's pepper (docs/adr/0044): AUTH_PEPPER when set, else one drawn once and kept in the
 * database's private setting `pepper`, so an order key mailed to a diner still opens the order
 * after a restart and on every instance sharing the database. Race-safe: the first insert wins,
 * every instance reads the winner's.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

const PEPPER_SETTING = 'pepper';

const storedSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

async function readStored(db: Database): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.name, PEPPER_SETTING));
  const parsed = storedSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.key : null;
}

/**
 * The pepper the database keeps, drawn on first call. Read first, so a start that finds one
 * writes nothing (a write to settings moves the catalogue's version, migration 0002).
 */
export async function storedPepper(db: Database): Promise<Buffer> {
  const found = await readStored(db);
  if (found) return Buffer.from(found);
  await db
    .insert(settings)
    .values({ name: PEPPER_SETTING, value: { key: randomBytes(32).toString('base64url') } })
    .onConflictDoNothing({ target: settings.name });
  const kept = await readStored(db);
  if (!kept)
    throw new Error(
      'Le réglage privé « pepper » est illisible : corrigez-le ou fixez AUTH_PEPPER.',
    );
  return Buffer.from(kept);
}
