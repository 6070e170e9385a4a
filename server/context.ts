/**
 * What every route needs: the database, the catalogue snapshot over it, the clock (tests freeze
 * it), the geocoder, card payment as configured, the mail sender when SMTP_URL is set (none:
 * mail stays in the outbox, announced in the log), and the orders' events (docs/adr/0043).
 */
import type { Database } from './db/client';
import type { AfterAnswer } from './services/after-answer';
import type { VersionedCatalogueCache } from './services/catalogue';
import type { Geocoder } from './services/geocoding';
import type { MailLog } from './services/mail';
import type { MailSender } from './services/mail-sender';
import type { OrderEvents } from './services/order-events';
import type { Payments } from './services/payments';
import type { RateLimitStore } from './services/rate-limit';

export interface Deps {
  db: Database;
  catalogue: VersionedCatalogueCache;
  now: () => Date;
  geocoder: Geocoder;
  /** Call `mail?.kick()` once a transaction that queued mail has committed: it never waits. */
  mail?: MailSender;
  /** Announces mail queued in the outbox; absent when SMTP sends it, or in tests. */
  mailLog?: MailLog;
  payments: Payments;
  /** Abuse-limit counters (services/rate-limit.ts). */
  limits: RateLimitStore;
  /** Work that must not delay an answer (services/after-answer.ts). */
  afterAnswer: AfterAnswer;
  /** Each status history row, once committed, on every instance (services/order-events.ts). */
  events: OrderEvents;
}
