/**
 * The abuse limits' counters in Redis, so every API instance counts the same hits
 * (docs/adr/0026-limits-shared-in-redis.md). rate-limiter-flexible only counts (`penalty`, one
 * atomic Lua script a hit); our rules keep their thresholds. While Redis is away this instance's
 * memory counts instead, said once when it goes and once when it comes back.
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
