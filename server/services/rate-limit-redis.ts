/**
 * The abuse limits' counters in Redis (REDIS_URL), so that every API instance counts the same
 * hits: a diner sent to one instance and then another meets one limit, not one per instance
 * (docs/adr/0026-limits-shared-in-redis.md). The counting is rate-limiter-flexible's
 * `RateLimiterRedis`: a fixed window per key, opened and counted by one Lua script (`SET NX EX`,
 * `INCRBY`, `PTTL`), atomic whatever the number of instances. Our rules keep their own
 * thresholds (services/rate-limit.ts `enforceLimit`): the library only counts, through `penalty`,
 * which adds a hit and answers the count and the time left without refusing anything.
 *
 * Redis down (not ready, refused, timed out): the hit is counted by this instance's memory store
 * instead, so orders keep flowing under per-instance limits (at most N times a threshold with N
 * instances) rather than none at all or none served. Said once when Redis goes and once when it
 * comes back, never per request.
 */
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit';

export interface RedisStoreOptions {
  /** Counters' key prefix: one per application sharing a Redis. */
  prefix?: string;
  /** The API's clock, for the end of a window (Redis answers the time left). */
  now?: () => number;
  /** Counts while Redis is away; this process's memory store unless given. */
  fallback?: RateLimitStore;
  /** Where the outage and the recovery are said. */
  warn?: (message: string) => void;
}

/** What `penalty` answers (rate-limiter-flexible's RateLimiterRes). */
interface Counted {
  consumedPoints: number;
  msBeforeNext: number;
}

export function createRedisRateLimitStore(
  redis: Redis,
  options: RedisStoreOptions = {},
): RateLimitStore {
  const {
    prefix = 'comptoir:limits',
    now = Date.now,
    fallback = createMemoryRateLimitStore(now),
    warn = console.warn,
  } = options;
  const limiters = new Map<string, RateLimiterRedis>();
  let away = false;

  /** One limiter per rule and window length; the limit itself is the rule's, not the library's. */
  function limiterFor(rule: string, windowMs: number): RateLimiterRedis {
    const name = `${rule}:${windowMs}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:${name}`,
        points: Number.MAX_SAFE_INTEGER,
        duration: Math.max(1, Math.ceil(windowMs / 1000)),
        // A connection not ready answers at once (then the fallback counts), never queued.
        rejectIfRedisNotReady: true,
      });
      limiters.set(name, limiter);
    }
    return limiter;
  }

  return {
    async hit(key, windowMs, rule = '') {
      let counted: Counted;
      try {
        counted = await limiterFor(rule, windowMs).penalty(key, 1);
      } catch (error) {
        if (!away) {
          away = true;
          const reason = error instanceof Error ? error.constructor.name : 'refus';
          warn(`[limites] Redis injoignable (${reason}) : chaque instance compte seule.`);
        }
        return fallback.hit(key, windowMs, rule);
      }
      if (away) {
        away = false;
        warn('[limites] Redis de retour : les instances comptent de nouveau ensemble.');
      }
      return { count: counted.consumedPoints, resetAt: now() + counted.msBeforeNext };
    },
  };
}
