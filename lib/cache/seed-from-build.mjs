// @ts-check
/**
 * The build's prerendered pages and routes as cache entries, under the keys Next 16.4 asks for: a
 * custom handler is never asked for the build's files, so without them an instance's first request
 * would render while the diner waits. Keys are read from each file's `.meta` (`routeCache.key`),
 * never recomputed (docs/adr/0027-isr-cache-shared-in-redis.md).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The header carrying a response's tags. */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {object} Seed
 * @property {string} key the key Next asks the handler for
 * @property {Record<string, unknown>} value Next's cache value (APP_PAGE or APP_ROUTE)
 * @property {number} lastModified when the build wrote it, in ms
 * @property {number | false} revalidate seconds, or false for a page never regenerated
 * @property {string[]} tags the response's tags
 */

/**
 * `/` → `/index`, `/menu` → `/menu`: the file name Next gives a prerendered route.
 * @param {string} route
 */
function fileOf(route) {
  return route === '/' ? '/index' : route;
}

/**
 * @param {string} serverDir the build's `server` folder
 * @param {string} route
 * @param {{ initialRevalidateSeconds?: number | false, dataRoute?: string | null }} entry
 * @returns {Promise<Seed | null>}
 */
async function readSeed(serverDir, route, entry) {
  const base = path.join(serverDir, 'app', fileOf(route));
  const meta = JSON.parse(await readFile(`${base}.meta`, 'utf8'));
  const routeCache = meta.routeCache;
  if (!routeCache?.key || routeCache.isFallback) return null;
  const headers = meta.headers ?? {};
  const tags = String(headers[TAGS_HEADER] ?? '')
    .split(',')
    .filter(Boolean);
  const revalidate = entry.initialRevalidateSeconds ?? false;
  if (routeCache.owner?.kind === 'APP_ROUTE') {
    const file = `${base}.body`;
    const [body, { mtimeMs }] = await Promise.all([readFile(file), stat(file)]);
    return {
      key: routeCache.key,
      value: { kind: 'APP_ROUTE', body, headers, status: meta.status ?? 200 },
      lastModified: mtimeMs,
      revalidate,
      tags,
    };
  }
  if (routeCache.owner?.kind !== 'APP_PAGE') return null;
  const file = `${base}.html`;
  const segments = /** @type {string[]} */ (meta.segmentPaths ?? []);
  const [html, { mtimeMs }, rscData, segmentEntries] = await Promise.all([
    readFile(file, 'utf8'),
    stat(file),
    readFile(`${base}.rsc`),
    Promise.all(
      segments.map(async (segment) => {
        try {
          return [segment, await readFile(`${base}.segments${segment}.segment.rsc`)];
        } catch {
          return null; // as Next's own cache: a segment it cannot read is left to render
        }
      }),
    ),
  ]);
  return {
    key: routeCache.key,
    value: {
      kind: 'APP_PAGE',
      html,
      rscData,
      postponed: meta.postponed,
      headers,
      status: meta.status,
      segmentData: new Map(/** @type {[string, Buffer][]} */ (segmentEntries.filter(Boolean))),
    },
    lastModified: mtimeMs,
    revalidate,
    tags,
  };
}

/**
 * Every prerendered App Router page and route of the build whose server folder is `serverDir`.
 * A file that cannot be read is skipped (its first request renders).
 * @param {string} serverDir
 * @returns {Promise<Seed[]>}
 */
export async function readBuildSeeds(serverDir) {
  const manifest = JSON.parse(
    await readFile(path.join(serverDir, '..', 'prerender-manifest.json'), 'utf8'),
  );
  const seeds = await Promise.all(
    Object.entries(manifest.routes ?? {}).map(([route, entry]) =>
      readSeed(serverDir, route, /** @type {never} */ (entry)).catch(() => null),
    ),
  );
  return /** @type {Seed[]} */ (seeds.filter(Boolean));
}

/**
 * The entry a handler stores, as @fortedigital/nextjs-cache-handler's CacheHandler would build it
 * (its `lifespan` decides when the stored copy expires).
 * @param {Seed} seed
 * @param {(staleAge: number) => number} expireAge
 * @param {number} defaultStaleAge seconds, for a page never regenerated
 */
export function entryOf(seed, expireAge, defaultStaleAge = 365 * 24 * 60 * 60) {
  const lastModifiedAt = Math.floor(seed.lastModified / 1000);
  const staleAge = seed.revalidate || defaultStaleAge;
  const age = expireAge(staleAge);
  return {
    lastModified: Math.round(seed.lastModified),
    lifespan: {
      lastModifiedAt,
      revalidate: seed.revalidate,
      staleAge,
      staleAt: lastModifiedAt + staleAge,
      expireAge: age,
      expireAt: lastModifiedAt + age,
    },
    tags: Object.freeze([...seed.tags]),
    value: seed.value,
  };
}

/**
 * Stores each seed in each handler unless the handler already holds the key (a fresher copy
 * another instance regenerated). A handler that fails (Redis away) is skipped: the others still
 * get theirs. Resolves to how many entries were offered.
 * @param {{ set: (key: string, value: any, ctx?: { setOnlyIfNotExists?: boolean }) => Promise<void> }[]} handlers
 * @param {Seed[]} seeds
 * @param {(staleAge: number) => number} expireAge
 */
export async function seedHandlers(handlers, seeds, expireAge) {
  const now = Date.now() / 1000;
  const live = seeds
    .map((seed) => ({ key: seed.key, entry: entryOf(seed, expireAge) }))
    .filter(({ entry }) => entry.lifespan.expireAt > now);
  await Promise.all(
    live.flatMap(({ key, entry }) =>
      handlers.map((handler) =>
        handler
          .set(key, { ...entry, value: { ...entry.value } }, { setOnlyIfNotExists: true })
          .catch(() => undefined),
      ),
    ),
  );
  return live.length;
}
