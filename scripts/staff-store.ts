/**
 * The staff accounts' database for the commands (`npm run staff`, `npm run demo`): the API's own
 * (DATABASE_URL, else PGlite in DATA_DIR), migrated. PGlite's directory is one process's at a time:
 * with it, these commands run while the API is stopped (docs/adr/0042).
 */
import { databaseOptions, loadEnv } from '../server/env';
import { openDatabase, type Database } from '../server/db/client';
import { generatedPassword, setStaffPassword } from '../server/services/staff/accounts';

export async function withStaffDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(databaseOptions(loadEnv()));
  try {
    await database.exclusively(() => database.migrate());
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The demo's kitchen account. */
export const DEMO_STAFF_EMAIL = 'cuisine@demo.comptoir.localhost';

/**
 * Gives the demo's kitchen account a new password, drawn for this run: never in production, where
 * a known account would be a door left open.
 */
export async function demoStaffAccount(
  nodeEnv: string | undefined,
): Promise<{ email: string; password: string }> {
  if (nodeEnv === 'production') {
    throw new Error('Le compte cuisine de démonstration n’est jamais créé en production.');
  }
  const password = generatedPassword();
  await withStaffDatabase((db) => setStaffPassword(db, DEMO_STAFF_EMAIL, password));
  return { email: DEMO_STAFF_EMAIL, password };
}
