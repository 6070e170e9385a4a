import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import layers from './eslint.layers.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...layers,
  globalIgnores([
    // Every build folder: the demo's, the E2E suite's, the bench's and any other NEXT_DIST_DIR.
    '.next*/**',
    'bench/floor-app/.next/**',
    'playwright-report/**',
    'test-results/**',
    '.data/**',
    '.tmp/**',
    'coverage/**',
    'next-env.d.ts',
    'public/sw.js',
    'public/workbox-*.js',
    'public/fallback-*.js',
    'public/swe-worker-*.js',
    'server/db/migrations/**',
    // Tools with their own package.json and lockfile (tools/assets draws the demo's pictures).
    'tools/**',
  ]),
]);
