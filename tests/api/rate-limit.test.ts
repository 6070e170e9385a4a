/**
 * The abuse limits' counters (server/services/rate-limit.ts, ADR 19): fixed windows on an
 * injected clock, the 429 the app answers with its Retry-After, memory that stays bounded per rule
 * without ever forgetting a live window, and the key an address counts under
 * (tests/api/client-address.test.ts: whose address it is).
 */
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/lib/api/schemas';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { addressKey } from '@/server/services/client-address';
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
    hit: (key, windowMs, rule) => {
      keys.push(key);
      return store.hit(key, windowMs, rule);
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

  it('refuses a new key of a full rule until its oldest window ends, forgetting none', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      await store.hit(key, 15 * MINUTE, 'r');
      await store.hit(key, 15 * MINUTE, 'r');
      time.advance(1000);
    }
    // Three keys held (opened at 0, 1 and 2 s): a fourth is refused until 'a's window ends.
    expect(await store.hit('d', 15 * MINUTE, 'r')).toEqual({
      count: Infinity,
      resetAt: START + 15 * MINUTE,
      full: true,
    });
    expect((await store.hit('a', 15 * MINUTE, 'r')).count).toBe(3);
    expect((await store.hit('b', 15 * MINUTE, 'r')).count).toBe(3);
    expect((await store.hit('c', 15 * MINUTE, 'r')).count).toBe(3);
    // 'a' ends 15 min after it opened: 'd' takes its room, 'b' and 'c' are still counted.
    time.state.at = START + 15 * MINUTE;
    expect(await store.hit('d', 15 * MINUTE, 'r')).toEqual({
      count: 1,
      resetAt: START + 30 * MINUTE,
    });
    expect((await store.hit('b', 15 * MINUTE, 'r')).count).toBe(4);
    expect((await store.hit('c', 15 * MINUTE, 'r')).count).toBe(4);
    expect((await store.hit('e', 15 * MINUTE, 'r')).full).toBe(true);
  });

  it('bounds each rule apart: a flood of addresses never forgets an email’s count', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now, maxKeys: 3 });
    for (let i = 0; i < 10; i++) await store.hit('victime@example.fr', 15 * MINUTE, 'login:email');
    for (let i = 0; i < 1000; i++) await store.hit(`2001:db8:${i}::/64`, 15 * MINUTE, 'login:ip');
    expect((await store.hit('victime@example.fr', 15 * MINUTE, 'login:email')).count).toBe(11);
    // Other rules' room is their own: two more emails fit beside the victim's.
    expect((await store.hit('a@example.fr', 15 * MINUTE, 'login:email')).count).toBe(1);
    expect((await store.hit('b@example.fr', 15 * MINUTE, 'login:email')).count).toBe(1);
  });

  it('drops ended windows, so a full rule makes room for new keys as its windows end', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now, maxKeys: 2 });
    await store.hit('old', 10_000, 'short');
    await store.hit('live', 15 * MINUTE, 'long');
    await store.hit('live', 15 * MINUTE, 'long');
    await store.hit('other', 15 * MINUTE, 'long');
    time.advance(10_000); // 'old' has ended: 'short' has room for two again
    expect((await store.hit('new-1', 10_000, 'short')).count).toBe(1);
    expect((await store.hit('new-2', 10_000, 'short')).count).toBe(1);
    expect((await store.hit('new-3', 10_000, 'short')).full).toBe(true);
    expect((await store.hit('live', 15 * MINUTE, 'long')).count).toBe(3);
  });

  it('holds 100,000 keys per rule by default and no more', async () => {
    const store = createMemoryRateLimitStore({ now: clock().now });
    await store.hit('first', MINUTE, 'r');
    await store.hit('first', MINUTE, 'r');
    for (let i = 1; i < 100_000; i += 1) await store.hit(`address-${i}`, MINUTE, 'r');
    // 100,000 held: the next new key is refused, and 'first' is still counted.
    expect((await store.hit('address-100000', MINUTE, 'r')).full).toBe(true);
    expect((await store.hit('first', MINUTE, 'r')).count).toBe(3);
    // Another rule has its own room.
    expect((await store.hit('address-100000', MINUTE, 'other')).count).toBe(1);
  });
});

describe('the address a client counts under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    // IPv4-mapped IPv6, as a dual-stack socket shows an IPv4 client, in both spellings.
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    // IPv6 by its /64, however it is written.
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::9]:443', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    // NAT64 carries an IPv4 address too, but in the provider's /64: counted as IPv6.
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['', 'unknown'],
    ['inconnu', 'unknown'],
    ['1.2.3.4.5', 'unknown'],
  ])('%j counts as %s', (raw, key) => {
    expect(addressKey(raw)).toBe(key);
  });

  it('keeps a key short whatever a header holds', () => {
    expect(addressKey('x'.repeat(5000))).toBe('unknown');
    expect(addressKey(`2001:db8::1%${'x'.repeat(5000)}`)).toBe('2001:db8:0:0::/64');
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

  it('answers a key a full rule has no room for as over the limit, until room frees up', async () => {
    const time = clock();
    const app = limitedApp(createMemoryRateLimitStore({ now: time.now, maxKeys: 2 }), time.now);
    // test:ip holds 'shared' and 'a' (opened at 0): 'b' has no room until they end.
    expect((await app.request('/__limited/a')).status).toBe(200);
    time.advance(MINUTE);
    const refused = await app.request('/__limited/b');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('840');
    expect((await app.request('/__limited/a')).status).toBe(200);
    time.advance(14 * MINUTE);
    expect((await app.request('/__limited/b')).status).toBe(200);
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
