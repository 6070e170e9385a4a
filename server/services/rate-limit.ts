/**
 * Abuse limits (docs/adr/0019-abuse-limits.md): a fixed-window counter per rule and key (an
 * address, an email, the pair), far above what a diner does, low enough that guessing a password
 * or a code, or filling a mailbox, goes nowhere. Counters live behind `RateLimitStore`: in memory,
 * or in Redis (services/rate-limit-redis.ts).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

export interface RateLimitRule {
  /** Names the counter (`login:ip`, `login:email`…). */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
  /** What a refusal says, when not the common TOO_MANY. */
  message?: string;
}

interface RateLimitHit {
  count: number;
  /** When the window ends (ms since the epoch); for a `full` answer, when room frees up. */
  resetAt: number;
  /** The store had no room for a new key under this rule: answered as over any limit. */
  full?: boolean;
}

export interface RateLimitStore {
  /**
   * Counts one hit of `key` in the window starting now or already running; its count and end.
   * `rule` names the rule the key counts under: the memory store bounds each rule's keys apart.
   */
  hit(key: string, windowMs: number, rule?: string): Promise<RateLimitHit>;
}

/** Expired windows of every rule are dropped at most this often (a rule's own, at each hit). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Keys one process keeps at most per rule (their memory is in ADR 19): 100,000 distinct
 * addresses, emails or pairs within one window. A full rule refuses new keys (as over the limit)
 * until its oldest window ends; it never forgets a live one, so no limit is ever loosened.
 */
const MAX_KEYS = 100_000;

export interface MemoryStoreOptions {
  now?: () => number;
  /** Keys kept per rule. */
  maxKeys?: number;
}

type Window = { count: number; resetAt: number };

/**
 * Drops the windows that have ended from the front of `windows`, kept in the order they opened:
 * under one rule (one duration) that is the order they end, so the first live one stops it.
 */
function dropEnded(windows: Map<string, Window>, at: number) {
  for (const [key, window] of windows) {
    if (window.resetAt > at) return;
    windows.delete(key);
  }
}

/**
 * In-memory counters for one process, one map per rule, so that keys an attacker mints cheaply
 * (addresses) can never push out those that guard an account (emails). Memory stays bounded:
 * ended windows are dropped as they reach the front of their rule's map (its own at each hit,
 * every rule's once a minute), and a rule holds at most `maxKeys` live windows; past that its new
 * keys are refused. A window that restarts is moved to the end of its map.
 */
export function createMemoryRateLimitStore(
  options: MemoryStoreOptions | (() => number) = {},
): RateLimitStore {
  const { now = Date.now, maxKeys = MAX_KEYS } =
    typeof options === 'function' ? { now: options } : options;
  const rules = new Map<string, Map<string, Window>>();
  let sweptAt = now();
  return {
    async hit(key, windowMs, rule = '') {
      const at = now();
      if (at - sweptAt >= SWEEP_EVERY_MS) {
        for (const windows of rules.values()) dropEnded(windows, at);
        sweptAt = at;
      }
      let windows = rules.get(rule);
      if (!windows) rules.set(rule, (windows = new Map()));
      dropEnded(windows, at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest: Window = windows.values().next().value!;
          return { count: Infinity, resetAt: oldest.resetAt, full: true };
        }
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

/** Counts one hit of `key` under `rule`: past its limit (or no room for it) is `over`. */
export async function countHit(
  store: RateLimitStore,
  rule: RateLimitRule,
  key: string,
): Promise<{ over: boolean; resetAt: number }> {
  const { count, resetAt, full } = await store.hit(counterKey(rule, key), rule.windowMs, rule.name);
  return { over: full === true || count > rule.limit, resetAt };
}

/**
 * Counts one hit for each key under `rule`; past the limit, answers 429 with `Retry-After`
 * (seconds) and a French message (the rule's own, or TOO_MANY). Keys are given already
 * normalised (an email lower-cased).
 */
export async function enforceLimit(
  c: Context,
  store: RateLimitStore,
  rule: RateLimitRule,
  keys: string[],
  now: () => number = Date.now,
): Promise<void> {
  for (const key of keys) {
    const { over, resetAt } = await countHit(store, rule, key);
    if (over) {
      throw new HTTPException(429, {
        message: rule.message ?? TOO_MANY,
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
