/**
 * Abuse limits (docs/contract.md#limits): a fixed-window counter per rule and key (an address,
 * an email). Thresholds are far above what a real diner does, low enough that guessing a
 * password or a one-time code, or filling someone's mailbox, goes nowhere.
 *
 * The counters live behind `RateLimitStore`: in memory on one machine; the scale-out issue puts
 * them in Redis so every API instance counts the same hits.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

export interface RateLimitRule {
  /** Names the counter (`login:ip`, `login:email`…). */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitStore {
  /** Counts one hit of `key` in the window starting now or already running; its count and end. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

/** In-memory counters for one process; expired windows are dropped as they are met. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweptAt = now();
  return {
    async hit(key, windowMs) {
      const at = now();
      if (at - sweptAt > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
        sweptAt = at;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
  };
}

export const TOO_MANY =
  'Trop de tentatives. Pour votre sécurité, veuillez patienter avant de réessayer.';

/**
 * Counts one hit for each key under `rule`; past the limit, answers 429 with `Retry-After`
 * (seconds) and a French message. Keys are given already normalised (an email lower-cased).
 */
export async function enforceLimit(
  c: Context,
  store: RateLimitStore,
  rule: RateLimitRule,
  keys: string[],
  now: () => number = Date.now,
): Promise<void> {
  for (const key of keys) {
    const { count, resetAt } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
    if (count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - now()) / 1000));
      throw new HTTPException(429, {
        message: TOO_MANY,
        cause: { retryAfter },
      });
    }
  }
}

/** The Retry-After of a 429 thrown by `enforceLimit`, for the app's error handler. */
export function retryAfterOf(err: HTTPException): number | null {
  const cause = err.cause as { retryAfter?: unknown } | undefined;
  return typeof cause?.retryAfter === 'number' ? cause.retryAfter : null;
}
