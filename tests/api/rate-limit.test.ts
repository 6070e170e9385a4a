/**
 * The abuse limits' counters (server/services/rate-limit.ts, ADR 19): fixed windows on an
 * injected clock, the 429 the app answers with its Retry-After, and memory that stays bounded.
 */
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/lib/api/schemas';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import {
  counterKey,
  createMemoryRateLimitStore,
  enforceLimit,
  secondsUntil,
  TOO_MANY,
  type RateLimitRule,
  type RateLimitStore,
} from '@/server/services/rate-limit';

const MINUTE = 60_000;
/** Any instant: nothing here reads the real clock. */
const START = Date.UTC(2026, 5, 1, 10, 0, 0);

function clock() {
  const state = { at: START };
  return { now: () => state.at, advance: (ms: number) => (state.at += ms), state };
}

/** A store that remembers the keys it was asked for, over a real memory store. */
function recording(store: RateLimitStore) {
  const keys: string[] = [];
  const spy: RateLimitStore = {
    hit: (key, windowMs) => {
      keys.push(key);
      return store.hit(key, windowMs);
    },
  };
  return { spy, keys };
}

describe('the memory store', () => {
  it('counts hits of a key within its window, then starts again from 1', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now });
    expect(await store.hit('a', 15 * MINUTE)).toEqual({ count: 1, resetAt: START + 15 * MINUTE });
    time.advance(5 * MINUTE);
    expect(await store.hit('a', 15 * MINUTE)).toEqual({ count: 2, resetAt: START + 15 * MINUTE });
    time.advance(10 * MINUTE - 1); // 1 ms before the end: same window
    expect((await store.hit('a', 15 * MINUTE)).count).toBe(3);
    time.advance(1); // the window's end: a new one opens
    expect(await store.hit('a', 15 * MINUTE)).toEqual({
      count: 1,
      resetAt: START + 30 * MINUTE,
    });
  });

  it('keeps one counter per key', async () => {
    const store = createMemoryRateLimitStore({ now: clock().now });
    await store.hit('a', MINUTE);
    await store.hit('a', MINUTE);
    expect((await store.hit('b', MINUTE)).count).toBe(1);
    expect((await store.hit('a', MINUTE)).count).toBe(3);
  });

  it('returns a copy: changing an answer changes no counter', async () => {
    const store = createMemoryRateLimitStore({ now: clock().now });
    const first = await store.hit('a', MINUTE);
    first.count = 100;
    expect((await store.hit('a', MINUTE)).count).toBe(2);
  });

  it('still takes a bare clock, as it did', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore(time.now);
    expect((await store.hit('a', MINUTE)).resetAt).toBe(START + MINUTE);
  });

  it('forgets the window opened longest ago past its key limit, and only then', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      await store.hit(key, 15 * MINUTE);
      await store.hit(key, 15 * MINUTE);
      time.advance(1000);
    }
    // Three keys held: a fourth forgets 'a' (opened first), and nothing else.
    expect((await store.hit('d', 15 * MINUTE)).count).toBe(1);
    expect((await store.hit('b', 15 * MINUTE)).count).toBe(3);
    expect((await store.hit('c', 15 * MINUTE)).count).toBe(3);
    // 'a' comes back as a new window, which forgets the next oldest, 'b'.
    expect((await store.hit('a', 15 * MINUTE)).count).toBe(1);
    expect((await store.hit('b', 15 * MINUTE)).count).toBe(1);
  });

  it('counts a window that restarted as the newest, not by when its key first came', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now, maxKeys: 2 });
    await store.hit('a', 10_000);
    time.advance(1000);
    await store.hit('b', 15 * MINUTE);
    time.advance(10_000); // 'a' expired (no sweep yet); its next hit opens a window younger than 'b's
    expect((await store.hit('a', 10_000)).count).toBe(1);
    await store.hit('a', 10_000);
    expect((await store.hit('c', MINUTE)).count).toBe(1); // forgets 'b'
    expect((await store.hit('a', 10_000)).count).toBe(3);
    expect((await store.hit('b', 15 * MINUTE)).count).toBe(1);
  });

  it('sweeps expired windows once a minute, so a live one is never evicted for them', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now, maxKeys: 3 });
    await store.hit('live', 15 * MINUTE);
    await store.hit('live', 15 * MINUTE);
    await store.hit('gone-1', 10_000);
    await store.hit('gone-2', 10_000);
    // A minute on, the two short windows have ended: the next hit sweeps them first, so the
    // full map makes room without touching 'live', the oldest window.
    time.advance(MINUTE);
    expect((await store.hit('new-1', MINUTE)).count).toBe(1);
    expect((await store.hit('new-2', MINUTE)).count).toBe(1);
    expect((await store.hit('live', 15 * MINUTE)).count).toBe(3);
  });

  it('holds 100,000 keys by default and no more', async () => {
    const store = createMemoryRateLimitStore({ now: clock().now });
    await store.hit('first', MINUTE);
    await store.hit('first', MINUTE);
    for (let i = 1; i < 100_000; i += 1) await store.hit(`address-${i}`, MINUTE);
    // 100,000 held: 'first' is still counted.
    expect((await store.hit('first', MINUTE)).count).toBe(3);
    // 'first' was refreshed, not reopened: it is still the oldest, and key 100,001 forgets it.
    await store.hit('address-100000', MINUTE);
    expect((await store.hit('first', MINUTE)).count).toBe(1);
  });
});

describe('Retry-After', () => {
  it.each([
    [15 * MINUTE, 900],
    [1500, 2],
    [1001, 2],
    [1000, 1],
    [1, 1],
    [0, 1],
  ])('%i ms before the window ends is %i s', (ms, seconds) => {
    expect(secondsUntil(START + ms, START)).toBe(seconds);
  });
});

describe('counters of different rules', () => {
  it('never share a key, whatever the names and keys hold', () => {
    const rule = (name: string): RateLimitRule => ({ name, limit: 1, windowMs: MINUTE });
    expect(counterKey(rule('login'), 'ip:1.2.3.4')).not.toBe(
      counterKey(rule('login:ip'), '1.2.3.4'),
    );
    expect(counterKey(rule('login:ip'), '1.2.3.4')).not.toBe(
      counterKey(rule('login:email'), '1.2.3.4'),
    );
  });
});

describe('enforceLimit in the app', () => {
  const rule: RateLimitRule = { name: 'test:ip', limit: 3, windowMs: 15 * MINUTE };
  const other: RateLimitRule = { name: 'test:email', limit: 3, windowMs: 15 * MINUTE };

  /**
   * The real app (its error handler writes the 429) with one limited route added; the app does
   * no I/O when it is created, and this route none at all, so no database is opened.
   */
  function limitedApp(store: RateLimitStore, now: () => number) {
    const app = createApp({} as Database, { limits: store, mailLog: null });
    app.get('/__limited/:key', async (c) => {
      await enforceLimit(c, store, rule, [c.req.param('key'), 'shared'], now);
      return c.json({ status: 'success' });
    });
    app.get('/__other/:key', async (c) => {
      await enforceLimit(c, store, other, [c.req.param('key')], now);
      return c.json({ status: 'success' });
    });
    return app;
  }

  it('lets the limit through, then answers 429 in French with Retry-After until the window ends', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now });
    const app = limitedApp(store, time.now);
    for (let i = 0; i < 3; i += 1) expect((await app.request('/__limited/a')).status).toBe(200);

    time.advance(5 * MINUTE + 500);
    const refused = await app.request('/__limited/a');
    expect(refused.status).toBe(429);
    // 15 min window, 5 min 0.5 s gone: 9 min 59.5 s left, rounded up.
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(errorBodySchema.parse(await refused.json()).data.message).toBe(TOO_MANY);

    time.advance(10 * MINUTE - 500); // the window's end
    expect((await app.request('/__limited/a')).status).toBe(200);
  });

  it('refuses on any key over its limit: here the one every request shares', async () => {
    const time = clock();
    const app = limitedApp(createMemoryRateLimitStore({ now: time.now }), time.now);
    for (const key of ['a', 'b', 'c']) {
      expect((await app.request(`/__limited/${key}`)).status).toBe(200);
    }
    expect((await app.request('/__limited/d')).status).toBe(429);
  });

  it('counts each rule apart, even for the same key', async () => {
    const time = clock();
    const { spy, keys } = recording(createMemoryRateLimitStore({ now: time.now }));
    const app = limitedApp(spy, time.now);
    for (let i = 0; i < 3; i += 1) expect((await app.request('/__limited/a')).status).toBe(200);
    expect((await app.request('/__other/a')).status).toBe(200);
    expect((await app.request('/__other/shared')).status).toBe(200);
    expect(new Set(keys)).toEqual(
      new Set([
        '["test:ip","a"]',
        '["test:ip","shared"]',
        '["test:email","a"]',
        '["test:email","shared"]',
      ]),
    );
  });
});
