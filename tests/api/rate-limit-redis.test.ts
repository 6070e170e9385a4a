/**
 * The limits' counters in Redis (server/services/rate-limit-redis.ts, ADR 26): two stores on two
 * connections stand for two API instances. Against the real Redis named by TEST_REDIS_URL (.ci/run
 * sets it when 127.0.0.1:6379 answers); the outage cases need no Redis and always run.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from '@/server/services/rate-limit-redis';

const redisUrl = process.env.TEST_REDIS_URL;
const connections: Redis[] = [];

function connect(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 500,
    retryStrategy: () => 200,
  });
  redis.on('error', () => {});
  connections.push(redis);
  return redis;
}

async function ready(redis: Redis) {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  return redis;
}

afterAll(() => {
  for (const redis of connections) redis.disconnect();
});

const HOUR = 3_600_000;

describe.each(redisUrl ? [redisUrl] : [])('limits shared in Redis (%s)', (url) => {
  it('two instances count one hit after the other under the same key', async () => {
    const prefix = `comptoir-test:${randomUUID()}`;
    const a = createRedisRateLimitStore(await ready(connect(url)), { prefix });
    const b = createRedisRateLimitStore(await ready(connect(url)), { prefix });
    const counts = [];
    for (const store of [a, b, a, b, b])
      counts.push((await store.hit('ip:203.0.113.9', HOUR, 'order')).count);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    // Another key, and the same key under another rule, have counters of their own.
    expect((await b.hit('ip:203.0.113.10', HOUR, 'order')).count).toBe(1);
    expect((await a.hit('ip:203.0.113.9', HOUR, 'coupon')).count).toBe(1);
  });

  it('counts 50 hits sent at once by two instances exactly', async () => {
    const prefix = `comptoir-test:${randomUUID()}`;
    const a = createRedisRateLimitStore(await ready(connect(url)), { prefix });
    const b = createRedisRateLimitStore(await ready(connect(url)), { prefix });
    const hits = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).hit('email:ana@example.fr', HOUR, 'e')),
    );
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('ends the window at the rule’s length, on the API’s clock', async () => {
    const prefix = `comptoir-test:${randomUUID()}`;
    const now = () => Date.parse('2026-06-01T10:00:00Z');
    const store = createRedisRateLimitStore(await ready(connect(url)), { prefix, now });
    const first = await store.hit('ip:198.51.100.1', 15 * 60_000, 'order');
    // Redis answers the time left (a fraction of a millisecond may have passed).
    expect(first.resetAt - now()).toBeGreaterThan(15 * 60_000 - 1_000);
    expect(first.resetAt - now()).toBeLessThanOrEqual(15 * 60_000);
    const short = await store.hit('ip:198.51.100.1', 1_000, 'burst');
    expect(short.count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await store.hit('ip:198.51.100.1', 1_000, 'burst')).count).toBe(1);
    expect((await store.hit('ip:198.51.100.1', 15 * 60_000, 'order')).count).toBe(2);
  });
  it('counts in memory while its connection is down, in Redis again once it is back', async () => {
    const warnings: string[] = [];
    const redis = await ready(connect(url));
    const store = createRedisRateLimitStore(redis, {
      prefix: `comptoir-test:${randomUUID()}`,
      warn: (message) => warnings.push(message),
    });
    expect((await store.hit('ip:203.0.113.50', HOUR, 'order')).count).toBe(1);
    // Dropped, then reconnecting by itself (as after a Redis restart).
    const back = new Promise((resolve) => redis.once('ready', resolve));
    redis.disconnect(true);
    // This instance's memory knew no hit of the key: it starts at 1.
    expect((await store.hit('ip:203.0.113.50', HOUR, 'order')).count).toBe(1);
    await back;
    expect((await store.hit('ip:203.0.113.50', HOUR, 'order')).count).toBe(2);
    expect(warnings).toEqual([
      '[limites] Redis injoignable (Error) : chaque instance compte seule.',
      '[limites] Redis de retour : les instances comptent de nouveau ensemble.',
    ]);
  });
});

describe('limits while Redis is away', () => {
  it('count in this instance’s memory, said once', async () => {
    const warnings: string[] = [];
    // Nothing listens on port 1: the connection is never ready.
    const store = createRedisRateLimitStore(connect('redis://127.0.0.1:1'), {
      prefix: `comptoir-test:${randomUUID()}`,
      warn: (message) => warnings.push(message),
    });
    const counts = [];
    for (let i = 0; i < 3; i += 1)
      counts.push((await store.hit('ip:192.0.2.7', HOUR, 'order')).count);
    expect(counts).toEqual([1, 2, 3]);
    expect(warnings).toEqual([
      '[limites] Redis injoignable (Error) : chaque instance compte seule.',
    ]);
  });

  it('a 4th hit over a limit of 3 is still refused while Redis is away', async () => {
    const store = createRedisRateLimitStore(connect('redis://127.0.0.1:1'), { warn: () => {} });
    const hits = [];
    for (let i = 0; i < 4; i += 1)
      hits.push(await store.hit('email:bob@example.fr', HOUR, 'login'));
    expect(hits.map((hit) => hit.count > 3)).toEqual([false, false, false, true]);
  });
});
