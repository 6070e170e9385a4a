/**
 * `npm run api`: opens the database (PGlite in DATA_DIR, or DATABASE_URL), migrates it, seeds the
 * demo restaurant into an empty one, then serves the API until SIGINT/SIGTERM. With SMTP_URL the
 * outbox is flushed at start and every 30 s; with PROXY_SECRET the storefront's requests are
 * counted under the diner's address they forward (services/client-address.ts). A client has
 * 20 s for its headers and 30 s for its whole request (serve.ts, docs/adr/0035).
 */
import { Redis } from 'ioredis';
import { createApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { isEmpty, seedDatabase } from './db/seed';
import {
  databaseOptions,
  devClockAllowed,
  devMailboxAllowed,
  loadEnv,
  productionProblem,
  type Env,
} from './env';
import { errorLogLine } from './http';
import { serveApi } from './serve';
import { createAfterAnswer } from './services/after-answer';
import { withProxySecret } from './services/client-address';
import { createGeocoder } from './services/geocoding';
import { mailSenderFromEnv } from './services/mail-sender';
import { createOrderEvents } from './services/order-events';
import { movableClock } from './services/dev-clock';
import { storedPepper } from './services/pepper';
import { endStreams } from './services/sse';
import { paymentsFromEnv, type PaymentProvider } from './services/payments';
import { createRedisRateLimitStore } from './services/rate-limit-redis';
import { refuseOverdueOrders } from './services/staff/orders';

/** How often orders nobody accepted in time are looked for (docs/adr/0041). */
const SWEEP_EVERY_MS = 30_000;

/**
 * Refuses, every 30 s on the API's clock, the orders the kitchen left waiting past
 * `kitchen.accept_within_minutes`; instances sharing a database may both run it: each order is
 * refused once (services/staff/orders.ts).
 */
function startKitchenSweep(
  database: DatabaseHandle,
  provider: PaymentProvider,
  now: () => Date,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refuseOverdueOrders(database.db, now(), provider)
      .then((refused) => {
        if (refused > 0)
          console.info(`${refused} commande(s) refusée(s) faute de réponse de la cuisine.`);
      })
      .catch((err: unknown) => console.error(errorLogLine(err, 'SWEEP', 'kitchen', 'refus-auto')))
      .finally(() => (running = false));
  }, SWEEP_EVERY_MS);
  return () => clearInterval(timer);
}

/**
 * The limits' Redis, when REDIS_URL names one: commands never wait in a queue for a connection
 * (the store counts in memory meanwhile) and the client reconnects by itself.
 */
function limitsRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // Reported by the store, once per outage (its messages name no address and no secret).
  redis.on('error', () => {});
  return redis;
}

async function listen(env: Env, database: DatabaseHandle, pepper: Buffer | undefined) {
  const geocoder = createGeocoder(env);
  const mail = mailSenderFromEnv(database.db, env);
  const redis = limitsRedis(env.REDIS_URL);
  const afterAnswer = createAfterAnswer();
  // Listening before serving: a stream opened at once hears every move (docs/adr/0043).
  const events = createOrderEvents(database.db);
  await events.listening();
  // Moved forward only by /__dev/clock, in development and the E2E run (never in production).
  const clock = devClockAllowed(env) ? movableClock() : undefined;
  const now = clock?.now ?? (() => new Date());
  const app = createApp(database.db, {
    afterAnswer,
    devClock: clock,
    events,
    limits: redis ? createRedisRateLimitStore(redis) : undefined,
    env,
    geocoder,
    mail,
    requestLog: console.info,
    devMailbox: devMailboxAllowed(env),
    pepper,
  });
  const fetch = withProxySecret(app.fetch, env.PROXY_SECRET);
  const server = serveApi(fetch, { hostname: env.API_HOST, port: env.API_PORT }, () =>
    console.log(
      `API prête sur http://${env.API_HOST}:${env.API_PORT} (${database.kind}, géocodage ${geocoder.kind}, mail ${mail ? 'SMTP' : 'outbox'}, limites ${redis ? 'Redis' : 'en mémoire'})`,
    ),
  );
  mail?.startRetries();
  const stopSweep = startKitchenSweep(database, paymentsFromEnv(env).provider, now);
  if (!env.PROXY_SECRET) {
    console.warn(
      'PROXY_SECRET absent : l’adresse des clients transmise par le site est ignorée, tous comptent comme le serveur du site pour les limites anti-abus.',
    );
  }
  if (env.DEV_MAILBOX === '1' && !devMailboxAllowed(env)) {
    console.warn('DEV_MAILBOX ignoré : la boîte de développement est fermée en production.');
  }
  if (env.DEV_CLOCK === '1' && !clock) {
    console.warn('DEV_CLOCK ignoré : l’horloge de l’API ne se déplace pas en production.');
  }

  let stopping = false;
  async function stop(code: number) {
    if (stopping) return;
    stopping = true;
    // Open keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(code), 5_000).unref();
    stopSweep();
    // Open event streams end first, or their connections would hold the server (the browser
    // reconnects, to another instance, and resumes: docs/adr/0043).
    endStreams(events);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await events.close();
    await afterAnswer.settled();
    await mail?.close();
    redis?.disconnect();
    await database.close();
    process.exit(code);
  }

  server.on('error', (err) => {
    console.error(`Impossible d’écouter sur ${env.API_HOST}:${env.API_PORT} : ${err.message}`);
    void stop(1);
  });
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
}

async function main() {
  const env = loadEnv();
  const problem = productionProblem(env);
  if (problem) throw new Error(problem);
  const database = await openDatabase(databaseOptions(env));
  // Instances starting together over one PostgreSQL migrate and seed it once, in turn.
  await database.exclusively(async () => {
    await database.migrate();
    if (await isEmpty(database.db)) {
      await seedDatabase(database.db);
      console.log('Base vide : restaurant de démonstration installé.');
    }
  });
  // Without AUTH_PEPPER, the database's: an order link mailed yesterday still opens (ADR 44).
  const pepper = env.AUTH_PEPPER ? undefined : await storedPepper(database.db);
  await listen(env, database, pepper);
}

main().catch((err: unknown) => {
  console.error('Démarrage de l’API impossible :', err instanceof Error ? err.message : err);
  process.exit(1);
});
