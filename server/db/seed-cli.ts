/** `npm run db:seed`: applies migrations and (re)writes the demo restaurant; safe to run twice. */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { databaseOptions, loadEnv } from '../env';
import { openDatabase } from './client';
import { categories, items, menus, offers } from './schema';
import { seedDatabase } from './seed';

async function main() {
  const env = loadEnv();
  const database = await openDatabase(databaseOptions(env));
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const tally = async (table: PgTable) =>
      (await database.db.select({ n: count() }).from(table))[0].n;
    console.log(
      `Restaurant de démonstration installé (${database.kind}) : ${await tally(menus)} menus, ` +
        `${await tally(categories)} catégories, ${await tally(items)} produits, ${await tally(offers)} offres.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('Seed impossible :', err instanceof Error ? err.message : err);
  process.exit(1);
});
