/** What every route needs: the database, the clock (tests freeze it) and the geocoder. */
import type { Database } from './db/client';
import type { Geocoder } from './services/geocoding';

export interface Deps {
  db: Database;
  now: () => Date;
  geocoder: Geocoder;
}
