// @ts-check
/**
 * Next's ISR and data cache shared in Redis, then this process's memory while Redis is away
 * (docs/adr/0027-isr-cache-shared-in-redis.md). next.config.ts names it as `cacheHandler` only
 * with `REDIS_URL`. Plain JavaScript: Next loads it with Node's own loader, outside webpack. Keys
 * are per build; pages stay a week past revalidation, so a stale page outlives an API outage.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { readBuildSeeds, seedHandlers } from './seed-from-build.mjs';

/** How long a page or a fetch stays stored past its revalidation time, in seconds. */
export const KEEP_STALE_SECONDS = 7 * 24 * 60 * 60;
/** A Redis call taking longer fails, and the memory layer answers. */
export const REDIS_TIMEOUT_MS = 1_000;
/** Memory layer: at most this many entries and this many bytes (JSON length) in all. */
const MEMORY_ENTRIES = 500;
const MEMORY_BYTES = 200 * 1024 * 1024;

/**
 * `<prefix>:<build id>:`, the start of every key this build writes.
 * @param {string | undefined} buildId
 */
export function keyPrefix(buildId, prefix = process.env.ISR_CACHE_PREFIX || 'comptoir:isr') {
  return `${prefix}:${buildId || 'dev'}:`;
}

/**
 * Next's default expiry (1.5 × the revalidation time), but never under KEEP_STALE_SECONDS.
 * @param {number} staleAge seconds
 */
export function expireAge(staleAge) {
  return Math.max(Math.ceil(staleAge * 1.5), KEEP_STALE_SECONDS);
}

/**
 * Says once that Redis is away, and once that it is back; never the URL (it may hold a
 * password), never per request.
 * @param {Redis} redis
 * @param {Pick<Console, 'warn' | 'info'>} log
 */
export function reportOutages(redis, log = console) {
  /** @type {'starting' | 'up' | 'down'} */
  let state = 'starting';
  const down = (/** @type {unknown} */ error) => {
    if (state === 'down') return;
    state = 'down';
    const code = error && typeof error === 'object' && 'code' in error ? ` (${error.code})` : '';
    log.warn(
      `[cache] Redis injoignable${code} : cette instance sert les pages de sa mémoire jusqu’à son retour.`,
    );
  };
  redis.on('error', down);
  redis.on('end', () => down(undefined));
  redis.on('close', () => state === 'up' && down(undefined));
  redis.on('ready', () => {
    if (state === 'down') log.info('[cache] Redis de retour : pages partagées à nouveau.');
    state = 'up';
  });
}

/**
 * The Redis connection: never queues a command, reconnects by itself every second at most.
 * @param {string} url
 */
function connect(url) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 1_000),
  });
  reportOutages(redis);
  return redis;
}

/**
 * Resolves when `redis` is ready, fails to connect, or after `ms`, whichever comes first: the first
 * request never waits on Redis longer, and not at all when it refuses.
 * @param {Redis} redis
 * @param {number} ms
 */
function readyWithin(redis, ms) {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve(undefined);
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/**
 * A handler whose entries for App Router route handlers (`/menus.json`, kind APP_ROUTE) carry the
 * tags of their `x-next-cache-tags` header. The library takes a page's tags from that header but a
 * route's from the set call's context, where Next 16.4 puts none: without this, revalidating
 * `menus` would leave `/menus.json` as it was.
 * @template {{ set: (key: string, entry: any, ctx?: any) => Promise<void> }} H
 * @param {H} handler
 * @returns {H}
 */
export function withRouteTags(handler) {
  return { ...handler, set: (key, entry, ctx) => handler.set(key, routeTagged(entry), ctx) };
}

/** @param {any} entry */
export function routeTagged(entry) {
  if (entry?.value?.kind !== 'APP_ROUTE' || entry.tags?.length) return entry;
  const header = entry.value.headers?.['x-next-cache-tags'];
  const tags = Array.isArray(header)
    ? header
    : String(header ?? '')
        .split(',')
        .filter(Boolean);
  return { ...entry, tags: Object.freeze(tags) };
}

/** Where redis-strings reads the revalidation times of tags (its REVALIDATED_TAGS_KEY). */
const REVALIDATED_TAGS = '__revalidated_tags__';

/**
 * The shared layer: redis-strings, whose tag revalidation also records the tag's time (the
 * library records it for implicit tags only, and otherwise deletes the entries it indexed).
 * @param {Redis} redis
 * @param {string} prefix
 */
export function createSharedHandler(redis, prefix) {
  // ioredisAdapter 3.3.0 calls `set` detached from its client when it has options (EXAT, NX),
  // which throws inside ioredis: every such write would fail. Bound here once.
  redis.set = /** @type {Redis['set']} */ (redis.set.bind(redis));
  const base = createRedisHandler({
    client: /** @type {never} */ (ioredisAdapter(redis)),
    keyPrefix: prefix,
    timeoutMs: REDIS_TIMEOUT_MS,
    // SET … EXAT … NX in one command (Redis ≥ 6.2): a seed offered for a key another instance
    // already wrote leaves that key and its expiry alone.
    keyExpirationStrategy: 'EXAT',
  });
  return {
    ...withRouteTags(base),
    /** @param {string} tag */
    async revalidateTag(tag) {
      await redis.hset(`${prefix}${REVALIDATED_TAGS}`, tag, Date.now());
      await base.revalidateTag(tag);
    },
  };
}

/**
 * The handlers for this process: memory alone while building (a build never needs Redis), Redis
 * then memory when serving with REDIS_URL.
 * @param {{ buildId?: string, serverDistDir?: string }} context
 * @param {Record<string, string | undefined>} [env]
 */
export async function createHandlers({ buildId, serverDistDir }, env = process.env) {
  const memory = withRouteTags(
    createLruHandler({ maxItemsNumber: MEMORY_ENTRIES, maxItemSizeBytes: MEMORY_BYTES }),
  );
  const ttl = { estimateExpireAge: expireAge };
  if (env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !env.REDIS_URL)
    return { handlers: [memory], ttl };
  const redis = connect(env.REDIS_URL);
  await readyWithin(redis, REDIS_TIMEOUT_MS);
  const shared = createSharedHandler(redis, keyPrefix(buildId?.trim()));
  const handlers = [shared, memory];
  if (serverDistDir) await seedFromBuild(handlers, serverDistDir);
  return { handlers, ttl };
}

/**
 * The build's pages into `handlers`; a build that cannot be read is said, not fatal.
 * @param {Parameters<typeof seedHandlers>[0]} handlers
 * @param {string} serverDistDir
 */
async function seedFromBuild(handlers, serverDistDir) {
  try {
    await seedHandlers(handlers, await readBuildSeeds(serverDistDir), expireAge);
  } catch (error) {
    console.warn(
      '[cache] pages de la construction illisibles, premières requêtes rendues à la demande :',
      error instanceof Error ? error.message : error,
    );
  }
}

CacheHandler.onCreation((context) => createHandlers(context));

/**
 * Where POST /revalidate finds this handler (lib/cache/revalidate-request.ts). Next runs the
 * handler's `revalidateTag` after a route's answer has left (`waitUntil`), so a request sent to
 * another instance right after the answer could still read the old entry; the route awaits this
 * instead, and answers once Redis has dropped it. The library's `revalidateTag` uses only its
 * class's static state (configured by Next's first use), not `this`.
 */
export const REVALIDATE_TAGS = Symbol.for('comptoir.cache.revalidateTags');
Object.assign(globalThis, {
  [REVALIDATE_TAGS]: (/** @type {string[]} */ tags) =>
    CacheHandler.prototype.revalidateTag.call(undefined, tags),
});

export default CacheHandler;
