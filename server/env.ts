/**
 * The API's environment, validated once at start, and the only place it reads `process.env`:
 * server/main.ts hands each part what it needs, so tests pass values, never variables. Empty
 * variables count as unset: `DATABASE_URL= npm run api` falls back to PGlite.
 */
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from './db/client';
import { DEFAULT_BAN_URL } from './services/geocoding/ban';

const legalText = z
  .string()
  .max(300, { error: 'Les variables LEGAL_* comptent 300 caractères au plus' })
  .optional();

const envSchema = z.object({
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL doit être une URL postgres://' })
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'STRIPE_API_BASE doit être une URL http(s)://' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  GEOCODER: z
    .enum(['offline', 'ban'], { error: 'GEOCODER doit valoir offline ou ban' })
    .default('offline'),
  BAN_URL: z
    .url({ protocol: /^https?$/, error: 'BAN_URL doit être une URL http(s)://' })
    .default(DEFAULT_BAN_URL),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL doit être une URL smtp:// ou smtps://' })
    .optional(),
  /**
   * The secret one-time codes are hashed with and order keys derived from (docs/adr/0018): every
   * API instance sharing a database needs the same one. Unset: the one the database keeps
   * (services/pepper.ts, ADR 44).
   */
  AUTH_PEPPER: z
    .string()
    .min(32, { error: 'AUTH_PEPPER doit compter 32 caractères au moins' })
    .optional(),
  /**
   * Redis for the abuse limits' counters, shared by every API instance
   * (services/rate-limit-redis.ts, ADR 26). Unset: each process counts in its own memory.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL doit être une URL redis:// ou rediss://' })
    .optional(),
  /**
   * The secret the storefront's `/v2` proxy shows in `X-Comptoir-Proxy` (the same value on both
   * sides): only a request carrying it has its `X-Forwarded-For` believed, the diner's address
   * the abuse limits count (server/services/client-address.ts). Unset: no request's is, and every
   * diner counts as the storefront's machine. `npm run demo`, the E2E suite and the benchmark
   * draw one per run (ops/processes.ts).
   */
  PROXY_SECRET: z
    .string()
    .min(32, { error: 'PROXY_SECRET doit compter 32 caractères au moins' })
    .regex(/^[\x21-\x7e]+$/, {
      error: 'PROXY_SECRET ne contient que des caractères ASCII visibles (pas d’espace)',
    })
    .optional(),
  /**
   * `1` lists the outbox at GET /__dev/mail (demo, tests), only while mail is not sent through
   * SMTP and never with NODE_ENV=production: a one-time code in that list opens an account.
   */
  DEV_MAILBOX: z.enum(['0', '1'], { error: 'DEV_MAILBOX vaut 0 ou 1' }).optional(),
  /** 1: GET/PUT /__dev/clock moves the API's clock forward (the E2E run); never in production. */
  DEV_CLOCK: z.enum(['0', '1'], { error: 'DEV_CLOCK vaut 0 ou 1' }).optional(),
  /**
   * The storefront origins whose browsers may make state-changing calls (server/input-guard.ts),
   * comma-separated: `https://poulet-grenette.fr,https://www.poulet-grenette.fr`. Unset: the
   * origin of SITE_URL (the storefront's public address), else any loopback origin (development).
   */
  ALLOWED_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(
      z
        .array(
          z.url({
            protocol: /^https?$/,
            error: 'ALLOWED_ORIGINS : des origines http(s):// séparées par des virgules',
          }),
        )
        .min(1, 'ALLOWED_ORIGINS : une origine au moins'),
    )
    .transform((list) => list.map((url) => new URL(url).origin))
    .optional(),
  /**
   * The storefront's public address: the origin allowed by default (above) and the root of the
   * links mails carry (an order's own page). Unset: DEFAULT_SITE_URL, the development storefront.
   */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'SITE_URL doit être une URL http(s)://' })
    .optional(),
  NODE_ENV: z.string().optional(),
  MAIL_FROM: z
    .string()
    .includes('@', { error: 'MAIL_FROM doit contenir une adresse, ex. Nom <commandes@exemple.fr>' })
    .optional(),
  // The legal identity, over the settings' `legal` entry field by field (lib/api/legal.ts).
  LEGAL_COMPANY: legalText,
  LEGAL_CAPITAL: legalText,
  LEGAL_ADDRESS: legalText,
  LEGAL_SIRET: legalText,
  LEGAL_RCS: legalText,
  LEGAL_VAT_NUMBER: legalText,
  LEGAL_DIRECTOR: legalText,
  LEGAL_HOST: legalText,
  LEGAL_MEDIATOR: legalText,
});
export type Env = z.infer<typeof envSchema>;

/** Where mails' links point when SITE_URL is unset: the storefront of `npm run dev`. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present, { error: z.locales.fr().localeError });
  if (!parsed.success) {
    throw new Error(`Configuration invalide :\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Where the database is, as `openDatabase` takes it: PostgreSQL at DATABASE_URL, else PGlite. */
export function databaseOptions(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_MAX'>) {
  return { url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: env.DATABASE_POOL_MAX };
}

/** Whether GET /__dev/mail may list the outbox: asked for, and not in production. */
export function devMailboxAllowed(env: Pick<Env, 'DEV_MAILBOX' | 'NODE_ENV'>): boolean {
  return env.DEV_MAILBOX === '1' && env.NODE_ENV !== 'production';
}

/** Whether the API's clock may be moved (`/__dev/clock`): asked for, and never in production. */
export function devClockAllowed(env: Pick<Env, 'DEV_CLOCK' | 'NODE_ENV'>): boolean {
  return env.DEV_CLOCK === '1' && env.NODE_ENV !== 'production';
}

/**
 * Why the API may not start in production, or null. Without PROXY_SECRET the API counts every
 * diner as the storefront's machine: the whole town would share one address's limits, and a lunch
 * rush would meet 429s (ADR 22). Without SITE_URL every mail's « Suivre votre commande » would
 * point at a development address, and only loopback pages could order. Development only warns.
 */
export function productionProblem(
  env: Pick<Env, 'PROXY_SECRET' | 'NODE_ENV' | 'SITE_URL'>,
): string | null {
  if (env.NODE_ENV !== 'production') return null;
  if (!env.PROXY_SECRET) {
    return 'PROXY_SECRET est obligatoire en production : sans lui, tous les clients compteraient comme une seule adresse pour les limites anti-abus.';
  }
  if (!env.SITE_URL) {
    return 'SITE_URL est obligatoire en production : les liens des mails (suivi de commande) pointeraient sinon vers une adresse de développement.';
  }
  return null;
}
