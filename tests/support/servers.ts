/**
 * What a run of the API tests leaves untested on a machine without PostgreSQL or Redis. Files
 * named `*.postgres.test.ts` test PostgreSQL alone: vitest.config.ts leaves them out without
 * TEST_DATABASE_URL rather than run a file with no test; this says so (docs/adr/0031).
 */
import { readdirSync } from 'node:fs';

export const POSTGRES_ONLY = /\.postgres\.test\.ts$/;

export const postgresOnlyFiles = (dir = 'tests/api') =>
  readdirSync(dir)
    .filter((name) => POSTGRES_ONLY.test(name))
    .map((name) => `${dir}/${name}`);

/** One line per missing server: what the run does without it. */
export function leftOutNote(env: Partial<Record<string, string>> = process.env): string[] {
  const lines: string[] = [];
  if (!env.TEST_DATABASE_URL) {
    lines.push(
      `Sans TEST_DATABASE_URL, l’API est testée sur PGlite seul ; non lancés (PostgreSQL seul) : ${postgresOnlyFiles().join(', ')}.`,
    );
  }
  if (!env.TEST_REDIS_URL) {
    lines.push(
      'Sans TEST_REDIS_URL, les limites partagées dans Redis ne sont pas testées (rate-limit-redis : le repli en mémoire seul).',
    );
  }
  return lines;
}

/** vitest's global setup of the api project: says it before the tests start. */
export default function sayWhatIsLeftOut() {
  for (const line of leftOutNote()) console.log(line);
}
