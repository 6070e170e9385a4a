/**
 * Account tests whose abuse limits count for real (docs/adr/0019, 0037): a store afresh for each
 * test on the suite's clock (memory unless given, e.g. Redis), every test starting at the same
 * instant, and the calls as a diner's address sends them through the storefront's proxy.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { createMemoryRateLimitStore, type RateLimitStore } from '@/server/services/rate-limit';
import { errorMessage, query, request, type Reply } from './auth-support';
import { useSuite, type Backend, type Suite } from './support';

export const TOO_MANY =
  'Trop de tentatives. Pour votre sécurité, veuillez patienter avant de réessayer.';
const PROXY_SECRET = 'le-secret-du-site-et-de-l-api-en-test';

/** A 429 with its `Retry-After` and French message. */
export function tooMany(reply: Reply, retryAfter: number, message = TOO_MANY) {
  expect(reply.status).toBe(429);
  expect(reply.headers.get('retry-after')).toBe(String(retryAfter));
  expect(errorMessage(reply)).toBe(message);
}

/** A diner's address, as the storefront's proxy vouches for it (services/client-address.ts). */
export const from = (address: string) => ({
  headers: { 'x-forwarded-for': `${address}, 10.0.0.1`, 'x-comptoir-proxy': PROXY_SECRET },
  bindings: { proxySecret: PROXY_SECRET },
});

/** Counters afresh for each test, on the suite's clock, every test starting at its instant. */
function countingLimits(
  fresh: (now: () => number) => RateLimitStore = (now) => createMemoryRateLimitStore({ now }),
) {
  let store = createMemoryRateLimitStore();
  let start = new Date(0);
  return {
    limits: {
      hit: (key, windowMs, rule) => store.hit(key, windowMs, rule),
    } satisfies RateLimitStore,
    /** The counters of the test under way. */
    get store() {
      return store;
    },
    /** Swaps them for the rest of the test (a smaller memory store). */
    set store(counters: RateLimitStore) {
      store = counters;
    },
    /** The instant `minutes` after the test's start, for `suite.now`. */
    at: (minutes: number) => new Date(start.getTime() + minutes * 60_000),
    eachTest(suite: Suite) {
      beforeEach(() => {
        start = suite.now;
        store = fresh(() => suite.now.getTime());
      });
      afterEach(() => {
        suite.now = start;
      });
    },
  };
}

/** A suite over `backend` whose limits count for real: `countingLimits` wired in. */
export function useCountingSuite(backend: Backend, fresh?: (now: () => number) => RateLimitStore) {
  const limited = countingLimits(fresh);
  const suite = useSuite(backend, () => ({ mailLog: null, limits: limited.limits }));
  limited.eachTest(suite);
  return { suite, limited };
}

/** The calls a stranger repeats, each from `address`. */
export const attempts = (suite: Suite) => ({
  login: (email: string, password: string, address: string, otp?: string) =>
    request(suite, '/login/', { body: { email, password, otp }, ...from(address) }),
  send: (email: string, address: string) =>
    request(suite, `/send-otp/?${query({ email })}`, from(address)),
  verify: (email: string, otp: string, address: string) =>
    request(suite, `/verify-otp/?${query({ email, otp })}`, from(address)),
  reset: (email: string, otp: string, address: string) =>
    request(suite, '/reset-password/', {
      body: { email, otp, password: 'un nouveau mot de passe' },
      ...from(address),
    }),
});
