/**
 * What `npm test` needs of the machine (docs/adr/0031): which API tests it leaves out without
 * PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { leftOutNote, postgresOnlyFiles } from '@/tests/support/servers';

describe('the API tests left out without PostgreSQL', () => {
  it('are the *.postgres.test.ts files, named when left out', () => {
    expect(postgresOnlyFiles()).toEqual(['tests/api/start-up-lock.postgres.test.ts']);
    expect(leftOutNote({ TEST_REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([
      'Sans TEST_DATABASE_URL, l’API est testée sur PGlite seul ; non lancés (PostgreSQL seul) : tests/api/start-up-lock.postgres.test.ts.',
    ]);
    expect(
      leftOutNote({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }),
    ).toHaveLength(1);
    expect(leftOutNote({ TEST_DATABASE_URL: 'x', TEST_REDIS_URL: 'y' })).toEqual([]);
  });
});
