/**
 * One API over a PGlite folder and the storefront built in `.next-bench` over it, on the ports of
 * the live and floor figures (bench/live.bench-case.ts, bench/floor.bench-case.ts): the pair as a
 * restaurant runs it on one machine.
 */
import {
  buildStorefrontIfNeeded,
  killGroup,
  startApi,
  startStorefront,
  waitForUrl,
} from '../ops/processes';

const API_PORT = 4304;
const PORT = 3304;
export const apiRoot = `http://127.0.0.1:${API_PORT}`;
export const site = `http://127.0.0.1:${PORT}`;
export const PAIR_PORTS = `${API_PORT} and ${PORT}`;

/** The API's environment over `dataDir` (no Redis, no SMTP). */
function pairEnv(dataDir: string): Record<string, string> {
  return {
    API_PORT: String(API_PORT),
    API_ROOT: apiRoot,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    SITE_URL: site,
  };
}

/**
 * Starts the API over `dataDir` (it migrates and seeds an empty folder), builds the storefront if
 * `.next-bench` holds no build, and serves it. `api.current` is the API's process now (a case
 * may restart it), `web` the storefront's; `stop()` ends both.
 */
export async function startPair(dataDir: string) {
  const env = pairEnv(dataDir);
  const api = { current: startApi(env, { detached: true }) };
  let web: ReturnType<typeof startStorefront> | undefined;
  const stop = async () => {
    if (web) await killGroup(web);
    await killGroup(api.current);
  };
  try {
    await waitForUrl(`${apiRoot}/health`);
    buildStorefrontIfNeeded(env, '.next-bench');
    web = startStorefront(env, PORT, '.next-bench', { detached: true });
    await waitForUrl(`${site}/healthz`);
    return { env, api, web, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
