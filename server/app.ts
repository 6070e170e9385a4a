/**
 * The reference API as a Hono app over a database. No I/O at creation, so tests build one per
 * suite and call it in-process with `app.request()`; server/main.ts serves it over HTTP.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { legalFromEnv } from '@/lib/api/legal';
import type { Database } from './db/client';
import { databaseUnavailable } from './db/unavailable';
import type { Deps } from './context';
import { DEFAULT_SITE_URL, type Env } from './env';
import { errorBody, errorLogLine, fail, MESSAGES, UNAVAILABLE_RETRY_AFTER } from './http';
import { inputGuard, originPolicy } from './input-guard';
import { requestLog, type RequestLogLine } from './request-log';
import { authRoutes } from './routes/auth';
import { checkoutRoutes } from './routes/checkout';
import { devClockRoutes } from './routes/dev-clock';
import { devMailRoutes } from './routes/dev-mail';
import { kitchenRoutes } from './routes/kitchen';
import { locationsRoutes } from './routes/locations';
import { menusRoutes } from './routes/menus';
import { offersRoutes } from './routes/offers';
import { ordersRoutes } from './routes/orders';
import { productsRoutes } from './routes/products';
import { recommendationsRoutes } from './routes/recommendations';
import { settingsRoutes } from './routes/settings';
import { staffRoutes } from './routes/staff';
import type { Geocoder } from './services/geocoding';
import { createOfflineGeocoder } from './services/geocoding/offline';
import { createAfterAnswer, type AfterAnswer } from './services/after-answer';
import { createCatalogueCache } from './services/catalogue';
import type { MovableClock } from './services/dev-clock';
import type { MailLog } from './services/mail';
import { mailSenderFromEnv, type MailSender } from './services/mail-sender';
import { orderKeys } from './services/orders/ownership';
import { createOrderEvents, type OrderEvents } from './services/order-events';
import { paymentsFromEnv } from './services/payments';
import {
  createMemoryRateLimitStore,
  retryAfterOf,
  type RateLimitStore,
} from './services/rate-limit';

/** What the app takes from the environment (server/main.ts passes loadEnv's reading). */
export type AppEnv = Pick<
  Env,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_API_BASE'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'AUTH_PEPPER'
  | 'ALLOWED_ORIGINS'
  | 'SITE_URL'
  | Extract<keyof Env, `LEGAL_${string}`>
>;

export interface AppOptions {
  /**
   * Card payment (a Stripe key: card on) and SMTP (mail sent; /__dev/mail off). Unset: no card
   * payment, mail stays in the outbox.
   */
  env?: AppEnv;
  /** The clock used for opening hours; tests freeze it. */
  now?: () => Date;
  /** Address search and distances; the bundled offline dataset unless given (tests, GEOCODER). */
  geocoder?: Geocoder;
  /** Sends the outbox through SMTP; by default the one `env.SMTP_URL` asks for, or none. */
  mail?: MailSender;
  /** Announces mail queued without SMTP; console.info unless given, null for none (tests). */
  mailLog?: MailLog | null;
  /** Where abuse-limit counters live; in memory on the app's clock unless given (Redis when scaled out). */
  limits?: RateLimitStore;
  /**
   * Lists the outbox at GET /__dev/mail (while no SMTP sends mail): the demo and the tests only,
   * never in production (server/env.ts `devMailboxAllowed`). Off unless given.
   */
  devMailbox?: boolean;
  /**
   * A clock GET/PUT /__dev/clock may move forward, and the app's clock unless `now` is given:
   * development and the E2E run only (server/env.ts `devClockAllowed`). Off unless given.
   */
  devClock?: MovableClock;
  /** Writes one access line per request, its query masked (server/request-log.ts); none unless given. */
  requestLog?: RequestLogLine;
  /** Runs the work left for after an answer; started at once unless given (tests hold it). */
  afterAnswer?: AfterAnswer;
  /**
   * The pepper when AUTH_PEPPER is unset: server/main.ts reads the database's (services/pepper.ts,
   * ADR 44); random per app unless given (tests).
   */
  pepper?: Buffer;
  /**
   * The orders' events (docs/adr/0043); unless given, a bus over `db` that starts listening with
   * its first subscriber and that nobody closes: servers and test suites pass their own.
   */
  events?: OrderEvents;
}

export function createApp(db: Database, options: AppOptions = {}) {
  const env = options.env ?? {};
  const payments = paymentsFromEnv(env);
  const mail = options.mail ?? mailSenderFromEnv(db, env);
  const mailLog = options.mailLog === null ? undefined : (options.mailLog ?? console.info);
  const now = options.now ?? options.devClock?.now ?? (() => new Date());
  // The secret codes are hashed with, and order keys derived from (env.AUTH_PEPPER, docs/adr/0018):
  // else the one the database keeps (server/main.ts, ADR 44), else random for this app (tests).
  const pepper = env.AUTH_PEPPER
    ? Buffer.from(env.AUTH_PEPPER)
    : (options.pepper ?? randomBytes(32));
  const keys = orderKeys(pepper);
  // The storefront's public address, for the links mails carry (server/env.ts SITE_URL).
  const site = (env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
  const deps: Deps = {
    db,
    catalogue: createCatalogueCache(db, {
      cardPayments: payments.active,
      legal: legalFromEnv(env),
    }),
    now,
    geocoder: options.geocoder ?? createOfflineGeocoder(),
    mail,
    // With SMTP the sender reports what it sends; without, a developer reads the outbox.
    mailLog: mail ? undefined : mailLog,
    payments,
    limits: options.limits ?? createMemoryRateLimitStore(() => now().getTime()),
    afterAnswer: options.afterAnswer ?? createAfterAnswer(),
    orderLink: (orderId, localId) =>
      `${site}/success?order=${orderId}&key=${keys(orderId, localId)}`,
    events: options.events ?? createOrderEvents(db),
  };
  const outage = outageLog();
  const app = new Hono();
  if (options.requestLog) app.use(requestLog(options.requestLog));
  // JSON over 1 KB gzipped for the clients that take it (docs/adr/0040); /menus brings its own.
  app.use(compress({ encoding: 'gzip' }));

  // Security headers on every answer, 404s and errors included (ADR 21): the API
  // answers JSON, so a browser opening one directly may neither sniff it into a page nor load
  // anything from it, and no page may frame it.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  });
  // An account answer holds a person's details or a session, a staff answer diners' orders.
  for (const path of ['/v2/public/auth/*', '/v2/staff/*']) {
    app.use(path, async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', 'no-store');
    });
  }

  // Origin, size, JSON only and text PostgreSQL can hold, before any route reads a request
  // (server/input-guard.ts); Stripe's signed webhook body is only counted.
  app.use(
    inputGuard({
      origins: originPolicy(env),
      signedBodies: ['/v2/public/checkout/stripe-webhook'],
      // A code mailed, or a code's try spent and a session opened (SPEC: both are GETs).
      changingReads: ['/v2/public/auth/send-otp', '/v2/public/auth/verify-otp'],
    }),
  );

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.route('/v2/public', settingsRoutes(deps));
  app.route('/v2/public', menusRoutes(deps));
  app.route('/v2/public', kitchenRoutes(deps));
  app.route('/v2/public', offersRoutes(deps));
  app.route('/v2/public', productsRoutes(deps));
  app.route('/v2/public', locationsRoutes(deps));
  app.route('/v2/public', checkoutRoutes(deps, pepper));
  app.route('/v2/public', ordersRoutes(deps));
  // An account request is a few short fields: anything past 16 KB is refused before it is read.
  app.use(
    '/v2/public/auth/*',
    bodyLimit({ maxSize: 16 * 1024, onError: () => fail(413, MESSAGES.tooLarge) }),
  );
  app.route('/v2/public', authRoutes(deps, pepper));
  // The staff extension: a few short fields too (docs/contract.md#staff-extension).
  app.use(
    '/v2/staff/*',
    bodyLimit({ maxSize: 16 * 1024, onError: () => fail(413, MESSAGES.tooLarge) }),
  );
  app.route('/v2/staff', staffRoutes(deps));
  app.route('/v2', recommendationsRoutes(deps));
  if (!deps.mail && options.devMailbox) app.route('/__dev', devMailRoutes(deps));
  if (options.devClock) app.route('/__dev', devClockRoutes(options.devClock));

  app.notFound((c) => c.json(errorBody(MESSAGES.notFound), 404));
  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      const retryAfter = retryAfterOf(err);
      if (retryAfter !== null) c.header('Retry-After', String(retryAfter));
      return c.json(errorBody(err.message || MESSAGES.internal), err.status);
    }
    // PostgreSQL restarting or unreachable: a retry within seconds will likely pass, and an order
    // retried under its local_id is never doubled (ADR 7). Said once per outage in the log.
    if (databaseUnavailable(err)) {
      outage.seen(err, c.req.method, c.req.path);
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER));
      return c.json(errorBody(MESSAGES.unavailable), 503);
    }
    // One line, by reference: never the error's message, detail or parameters (server/http.ts).
    const ref = randomUUID();
    console.error(errorLogLine(err, c.req.method, c.req.path, ref));
    c.header('X-Request-Id', ref);
    return c.json(errorBody(MESSAGES.internal), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The log of database outages: the first 503 of an outage is written (by class and SQLSTATE, as
 * errorLogLine does), then nothing for 10 s; a restart under load would otherwise write a line per
 * request.
 */
function outageLog(quietMs = 10_000) {
  let last = -Infinity;
  return {
    seen(error: unknown, method: string, path: string) {
      const at = Date.now();
      if (at - last < quietMs) return;
      last = at;
      console.warn(errorLogLine(error, method, path, 'base-indisponible', 503));
    },
  };
}
