/**
 * The floor app (docs/adr/0051-a-floor-app-measured-alternately.md): the smallest app on the
 * storefront's stack, built and served by `npm run bench -- --floor-only` only. Next's defaults.
 */
import type { NextConfig } from 'next';

const config: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default config;
