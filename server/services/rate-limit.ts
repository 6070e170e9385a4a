/**
 * Abuse limits (docs/adr/0019-abuse-limits.md): a fixed-window counter per rule and key (an
 * address, an email). Thresholds are far above what a real diner does, low enough that guessing
 * a password or a one-time code, or filling someone's mailbox, goes nowhere.
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

/** Expired windows are swept at most this often (each sweep walks every window once). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Keys one process keeps at most: about 10 MB of counters. Past it, the window opened longest
 * ago is forgotten first. Reaching it takes 100,000 distinct addresses or emails within one
 * window (an attack spread that wide is the scale-out issue's, behind a shared store); until
 * then nothing is evicted and no limit is loosened.
 */
export const MAX_KEYS = 100_000;

export interface MemoryStoreOptions {
  now?: () => number;
  maxKeys?: number;
}

/**
 * In-memory counters for one process. Memory stays bounded two ways: expired windows are swept
 * once a minute, and past `maxKeys` the oldest window goes. The map is kept in the order windows
 * opened (a window that restarts is moved to the end), so the oldest is always its first key.
 */
export function createMemoryRateLimitStore(
  options: MemoryStoreOptions | (() => number) = {},
): RateLimitStore {
  const { now = Date.now, maxKeys = MAX_KEYS } =
    typeof options === 'function' ? { now: options } : options;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweptAt = now();
  return {
    async hit(key, windowMs) {
      const at = now();
      if (at - sweptAt >= SWEEP_EVERY_MS) {
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
        sweptAt = at;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
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
 * The store's key of `key` under `rule`: unambiguous whatever the two contain (`login` + `ip:x`
 * and `login:ip` + `x` are two counters), so no counter is ever shared between rules.
 */
export function counterKey(rule: RateLimitRule, key: string): string {
  return JSON.stringify([rule.name, key]);
}

/** Whole seconds until `resetAt`, rounded up (a client waiting that long is past the window), ≥ 1. */
export function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

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
    const { count, resetAt } = await store.hit(counterKey(rule, key), rule.windowMs);
    if (count > rule.limit) {
      throw new HTTPException(429, {
        message: TOO_MANY,
        cause: { retryAfter: secondsUntil(resetAt, now()) },
      });
    }
  }
}

/** The Retry-After of a 429 thrown by `enforceLimit`, for the app's error handler. */
export function retryAfterOf(err: HTTPException): number | null {
  const cause = err.cause as { retryAfter?: unknown } | undefined;
  return typeof cause?.retryAfter === 'number' ? cause.retryAfter : null;
}
