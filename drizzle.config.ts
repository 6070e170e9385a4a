/**
 * drizzle-kit reads the schema and writes SQL migrations to server/db/migrations/
 * (`npm run db:generate`); the API applies them itself at start, so no credentials are needed here.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
