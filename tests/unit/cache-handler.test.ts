/**
 * The shared cache's pieces that need no Redis (lib/cache/*.mjs, ADR 27): keys per build, how long
 * a stale page is kept, the outage said once, route tags, the build's pages as seeds. Two
 * instances over a real Redis: tests/cluster.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createHandlers,
  createSharedHandler,
  expireAge,
  KEEP_STALE_SECONDS,
  keyPrefix,
  REVALIDATE_TAGS,
  reportOutages,
  routeTagged,
} from '@/lib/cache/redis-cache-handler.mjs';
import { entryOf, readBuildSeeds, seedHandlers } from '@/lib/cache/seed-from-build.mjs';

const NOW = Date.parse('2026-06-01T10:00:00Z');

describe('keys and lifetimes', () => {
  it('starts every key with the prefix and the build id: two releases never share one', () => {
    expect(keyPrefix('b1', 'comptoir:isr')).toBe('comptoir:isr:b1:');
    expect(keyPrefix('b2', 'comptoir:isr')).not.toBe(keyPrefix('b1', 'comptoir:isr'));
    expect(keyPrefix('b1', 'test:1')).toBe('test:1:b1:');
  });

  it('keeps an entry a week at least, so a stale page outlives an API outage', () => {
    expect(expireAge(60)).toBe(KEEP_STALE_SECONDS);
    expect(KEEP_STALE_SECONDS).toBe(7 * 24 * 3600);
    expect(expireAge(365 * 24 * 3600)).toBe(Math.ceil(365 * 24 * 3600 * 1.5));
  });

  it('gives a route handler’s entry the tags of its header, as a page’s', () => {
    const entry = {
      tags: [],
      value: { kind: 'APP_ROUTE', headers: { 'x-next-cache-tags': '_N_T_/menus.json,menus' } },
    };
    expect(routeTagged(entry).tags).toEqual(['_N_T_/menus.json', 'menus']);
    const page = { tags: [], value: { kind: 'APP_PAGE', headers: {} } };
    expect(routeTagged(page)).toBe(page);
    const fetched = { tags: ['menus'], value: { kind: 'FETCH' } };
    expect(routeTagged(fetched)).toBe(fetched);
  });

  it('lets POST /revalidate find the handler on globalThis', () => {
    expect(typeof (globalThis as Record<symbol, unknown>)[REVALIDATE_TAGS]).toBe('function');
    expect(REVALIDATE_TAGS).toBe(Symbol.for('comptoir.cache.revalidateTags'));
  });
});

describe('Redis outages in the log', () => {
  it('says the outage once and the return once, without the address', () => {
    const redis = new EventEmitter();
    const log = { warn: vi.fn(), info: vi.fn() };
    reportOutages(redis as never, log);
    redis.emit('ready');
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:6379'), {
      code: 'ECONNREFUSED',
    });
    for (let i = 0; i < 5; i++) {
      redis.emit('close');
      redis.emit('error', refused);
    }
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toContain('Redis injoignable');
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('10.0.0.1');
    redis.emit('ready');
    redis.emit('ready');
    expect(log.info).toHaveBeenCalledTimes(1);
    redis.emit('error', refused);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('says once that Redis is unreachable from the start, with its error code', () => {
    const redis = new EventEmitter();
    const log = { warn: vi.fn(), info: vi.fn() };
    reportOutages(redis as never, log);
    for (let i = 0; i < 3; i++)
      redis.emit('error', Object.assign(new Error('x'), { code: 'ENOTFOUND' }));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toContain('(ENOTFOUND)');
    expect(log.info).not.toHaveBeenCalled();
  });
});

describe('handlers of a process', () => {
  it('uses memory alone while building, and without REDIS_URL', async () => {
    for (const env of [
      { NEXT_PHASE: 'phase-production-build', REDIS_URL: 'redis://127.0.0.1:1' },
      { REDIS_URL: '' },
    ]) {
      const { handlers } = await createHandlers({ buildId: 'b1' }, env);
      expect(handlers.map((handler) => handler.name)).toEqual(['local-lru']);
    }
  });

  const clients: Redis[] = [];
  afterAll(() => clients.forEach((client) => client.disconnect()));

  it('fails a call at once while Redis is away, so the memory layer answers', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    clients.push(redis);
    const shared = createSharedHandler(redis, 'test:b1:');
    const started = Date.now();
    await expect(shared.get('/k', { implicitTags: [] })).rejects.toThrow();
    await expect(
      shared.set('/k', { lastModified: 0, value: null, tags: [], lifespan: null }),
    ).rejects.toThrow();
    await expect(shared.revalidateTag('menus')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(500);
  });
});

/** A build folder with a page, a route handler and a page whose meta has no scoped key. */
function fakeBuild(mtime: number) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'comptoir-seed-'));
  const app = path.join(dist, 'server', 'app');
  mkdirSync(path.join(app, 'menu.segments', 'menu'), { recursive: true });
  const key = (kind: string, name: string) => `/route-cache/${kind}/abc/$/${name}`;
  const files: Record<string, string> = {
    'menu.html': '<html>menu</html>',
    'menu.rsc': 'rsc',
    'menu.segments/_tree.segment.rsc': 'tree',
    'menu.meta': JSON.stringify({
      headers: { 'x-next-cache-tags': '_N_T_/menu,menus,offers' },
      segmentPaths: ['/_tree', '/missing'],
      routeCache: { key: key('APP_PAGE', 'menu'), owner: { kind: 'APP_PAGE' }, isFallback: false },
    }),
    'menus.json.body': '{"payload":[]}',
    'menus.json.meta': JSON.stringify({
      status: 200,
      headers: { 'content-type': 'application/json', 'x-next-cache-tags': 'menus' },
      routeCache: { key: key('APP_ROUTE', 'menus.json'), owner: { kind: 'APP_ROUTE' } },
    }),
    'index.html': '<html>home</html>',
    'index.meta': JSON.stringify({ headers: {} }),
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(app, name), content);
    utimesSync(path.join(app, name), mtime / 1000, mtime / 1000);
  }
  writeFileSync(
    path.join(dist, 'prerender-manifest.json'),
    JSON.stringify({
      version: 4,
      routes: {
        '/menu': { initialRevalidateSeconds: 60, dataRoute: '/menu.rsc' },
        '/menus.json': { initialRevalidateSeconds: 60, dataRoute: null },
        '/': { initialRevalidateSeconds: 60, dataRoute: '/index.rsc' },
        '/gone': { initialRevalidateSeconds: 60, dataRoute: '/gone.rsc' },
      },
    }),
  );
  return path.join(dist, 'server');
}

describe('the build’s pages as seeds', () => {
  it('reads each prerendered page and route under the key Next 16.4 asks for', async () => {
    const seeds = await readBuildSeeds(fakeBuild(NOW));
    expect(seeds.map((seed) => seed.key).sort()).toEqual([
      '/route-cache/APP_PAGE/abc/$/menu',
      '/route-cache/APP_ROUTE/abc/$/menus.json',
    ]);
    const menu = seeds.find((seed) => seed.key.endsWith('/menu'))!;
    expect(menu.value).toMatchObject({ kind: 'APP_PAGE', html: '<html>menu</html>' });
    expect(String(menu.value.rscData)).toBe('rsc');
    expect([...(menu.value.segmentData as Map<string, Buffer>).keys()]).toEqual(['/_tree']);
    expect(menu.tags).toEqual(['_N_T_/menu', 'menus', 'offers']);
    expect(menu.lastModified).toBe(NOW);
    const route = seeds.find((seed) => seed.key.endsWith('menus.json'))!;
    expect(route.value).toMatchObject({ kind: 'APP_ROUTE', status: 200 });
    expect(route.tags).toEqual(['menus']);
  });

  it('offers each seed to every handler without replacing what one holds', async () => {
    vi.useFakeTimers({ now: NOW + 3_600_000, toFake: ['Date'] });
    try {
      const seeds = await readBuildSeeds(fakeBuild(NOW));
      const stored = new Map<string, unknown>([['/route-cache/APP_PAGE/abc/$/menu', 'fresher']]);
      const memory = {
        set: vi.fn(async (key: string, entry: unknown, ctx?: { setOnlyIfNotExists?: boolean }) => {
          if (!(ctx?.setOnlyIfNotExists && stored.has(key))) stored.set(key, entry);
        }),
      };
      const away = { set: vi.fn(async () => Promise.reject(new Error('Redis absent'))) };
      expect(await seedHandlers([away, memory], seeds, expireAge)).toBe(2);
      expect(stored.get('/route-cache/APP_PAGE/abc/$/menu')).toBe('fresher');
      expect(stored.get('/route-cache/APP_ROUTE/abc/$/menus.json')).toMatchObject({
        lastModified: NOW,
        tags: ['menus'],
        lifespan: { staleAt: NOW / 1000 + 60, expireAt: NOW / 1000 + KEEP_STALE_SECONDS },
      });
      expect(away.set).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves out a build older than the time entries are kept', async () => {
    vi.useFakeTimers({ now: NOW + (KEEP_STALE_SECONDS + 60) * 1000, toFake: ['Date'] });
    try {
      const handler = { set: vi.fn(async () => {}) };
      expect(await seedHandlers([handler], await readBuildSeeds(fakeBuild(NOW)), expireAge)).toBe(
        0,
      );
      expect(handler.set).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds the entry as the library would: stale after the revalidation time', () => {
    const entry = entryOf(
      { key: 'k', value: {}, lastModified: NOW, revalidate: false, tags: [] },
      expireAge,
    );
    expect(entry.lifespan.staleAge).toBe(365 * 24 * 3600);
  });
});
