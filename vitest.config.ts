import { createRequire } from 'node:module';
import path from 'node:path';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { compileWords } from './lib/intl/compile-words';

const require = createRequire(import.meta.url);

/**
 * The components read messages/fr.json compiled, with use-intl's formatter for compiled messages,
 * as next.config.ts has the pages do (docs/adr/0054): components/intl/words.tsx formats only that
 * form.
 */
function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]messages[\\/]fr\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileWords(JSON.parse(code))), map: null };
    },
  };
}

const alias = {
  '@': path.resolve(import.meta.dirname),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // lib/domain decides every price, slot and match: every line and branch of it is tested.
    coverage: {
      provider: 'v8',
      include: ['lib/domain/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        plugins: [compiledMessages()],
        resolve: {
          alias: {
            ...alias,
            'use-intl/format-message': require.resolve('use-intl/format-message/format-only'),
          },
        },
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          // Transformed by Vite, so that the alias above reaches use-intl's own import.
          server: { deps: { inline: ['next-intl', 'use-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // `*.postgres.test.ts` test PostgreSQL alone: left out without it, and said so.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts']),
          ],
          globalSetup: ['tests/support/servers.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Whole processes (PM2, HAProxy, storefronts over Redis, Next builds) over the machine's
        // PostgreSQL and Redis (ADR 27, 28): run on their own after the rest (`npm test`), one
        // file at a time; each file says why it is skipped without TEST_REDIS_URL.
        resolve: { alias },
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
