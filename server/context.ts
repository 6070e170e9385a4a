/** What every route needs: the database and the clock (tests freeze it). */
import type { Database } from './db/client';

export interface Deps {
  db: Database;
  now: () => Date;
}
