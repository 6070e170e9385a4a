/**
 * Delivers the outbox through SMTP with nodemailer, at least once
 * (docs/adr/0008-mail-outbox-and-smtp-sender.md): a mail gets `sent_at` once the server accepted
 * it; a failure leaves it for a later flush (after each order, and every 30 s). One sender's
 * flushes never overlap; across instances a pass claims its mails in the database
 * (`claimed_until`, `SKIP LOCKED`), and a dead sender's claim ends after CLAIM.
 */
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { Env } from '../env';
import { readRestaurantContacts } from './settings';

/**
 * What a failure is, for the log: nodemailer's code and the SMTP reply code, never the error's
 * message or the server's reply text, which quote the recipient's address ("550 5.1.1
 * <camille@…>: Recipient address rejected").
 */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return 'erreur inconnue';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const parts = [error.name, typeof code === 'string' ? code : null];
  if (typeof responseCode === 'number') parts.push(`SMTP ${responseCode}`);
  return parts.filter((part) => part !== null).join(' ');
}

/** How often main.ts retries what is still unsent. */
const RETRY_EVERY_MS = 30_000;
/** Mails one pass handles at most; the next flush goes on with the rest. */
const BATCH = 100;
/** A confirmation older than this is not worth sending (e.g. kept from before SMTP_URL was set). */
const MAX_AGE = sql`interval '1 day'`;
/**
 * How long a pass holds the mails it claimed: longer than a batch takes against a slow server
 * (each mail is bounded by the transport's timeouts), short enough that mail a crashed
 * instance held goes out soon after.
 */
const CLAIM = sql`interval '10 minutes'`;
/** The sender address when neither MAIL_FROM nor the restaurant's settings give one. */
const FALLBACK_ADDRESS = 'commandes@localhost';

interface FlushReport {
  /** Mails the server accepted in this pass. */
  sent: number;
  /** Mails tried and refused (or the server unreachable): they stay unsent for a later flush. */
  failed: number;
}

export interface MailSender {
  /** Starts a flush in the background, for callers that must not wait for SMTP (an HTTP answer). */
  kick(): void;
  /** Resolves once a pass that started after this call has tried every unsent mail. */
  flush(): Promise<FlushReport>;
  /** Flushes now, then every `everyMs`, on an unref'd timer that never keeps the process alive. */
  startRetries(everyMs?: number): void;
  /** Stops the retries, waits for the pass under way and closes the transport. */
  close(): Promise<void>;
}

export interface MailSenderOptions {
  /** smtp:// or smtps:// URL, credentials and options included (nodemailer reads them). */
  url: string;
  /** The From header; by default the restaurant's name and contact address from its settings. */
  from?: string;
}

/** The sender SMTP_URL asks for, or none: without SMTP_URL mail stays in the outbox. */
export function mailSenderFromEnv(
  db: Database,
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
): MailSender | undefined {
  return env.SMTP_URL
    ? createMailSender(db, { url: env.SMTP_URL, from: env.MAIL_FROM })
    : undefined;
}

export function createMailSender(db: Database, options: MailSenderOptions): MailSender {
  // Shorter waits than nodemailer's minutes: an unreachable server must not hold a pass for long.
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const send = async (mail: OutboxMail, from: From) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<FlushReport> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function flush(): Promise<FlushReport> {
    if (queued) return queued;
    const pass = tail.then(() => {
      queued = null;
      return deliverPending(db, send, options.from);
    });
    queued = pass;
    tail = pass.catch(() => undefined);
    return pass;
  }

  function kick() {
    flush().catch((error: unknown) =>
      console.error(`[mail] envoi de l’outbox interrompu : ${failureOf(error)}`),
    );
  }

  return {
    kick,
    flush,
    startRetries(everyMs = RETRY_EVERY_MS) {
      clearInterval(timer);
      kick();
      timer = setInterval(kick, everyMs);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      await tail;
      transport.close();
    },
  };
}

type OutboxMail = typeof outbox.$inferSelect;
type From = string | { name: string; address: string };

/**
 * Claims up to BATCH unsent recent mails for this pass, oldest first: those no other pass holds
 * (never claimed, or its claim ended). Rows another pass is claiming right now are skipped, not
 * waited for.
 */
async function claimPending(db: Database): Promise<OutboxMail[]> {
  const free = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        gt(outbox.createdAt, sql`now() - ${MAX_AGE}`),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ claimedUntil: sql`now() + ${CLAIM}` })
    .where(inArray(outbox.id, free))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** One pass: every mail it could claim, oldest first, until the server stops answering. */
async function deliverPending(
  db: Database,
  send: (mail: OutboxMail, from: From) => Promise<void>,
  configuredFrom: string | undefined,
): Promise<FlushReport> {
  const pending = await claimPending(db);
  const report: FlushReport = { sent: 0, failed: 0 };
  if (pending.length === 0) return report;
  const unsent: number[] = [];
  try {
    const from = configuredFrom ?? (await restaurantSender(db));
    for (const [index, mail] of pending.entries()) {
      try {
        await send(mail, from);
      } catch (error) {
        report.failed += 1;
        unsent.push(mail.id);
        console.warn(
          `[mail] n° ${mail.id} (${mail.reference}) non envoyé, nouvel essai plus tard : ${failureOf(error)}`,
        );
        if (serverUnreachable(error)) {
          unsent.push(...pending.slice(index + 1).map((rest) => rest.id));
          break;
        }
        continue;
      }
      await db
        .update(outbox)
        .set({ sentAt: sql`now()` })
        .where(and(eq(outbox.id, mail.id), isNull(outbox.sentAt)));
      report.sent += 1;
    }
  } finally {
    // What this pass could not send is let go now: the next pass, here or elsewhere, tries it.
    if (unsent.length > 0) {
      await db.update(outbox).set({ claimedUntil: null }).where(inArray(outbox.id, unsent));
    }
  }
  return report;
}

/**
 * No SMTP reply at all (refused connection, timeout, TLS, DNS) or 421 "closing": the next mails
 * would fail the same way, so the pass stops. A reply about one mail (a refused recipient, a full
 * mailbox) concerns that mail only, and the pass goes on with the others.
 */
function serverUnreachable(error: unknown): boolean {
  const code = error instanceof Error && 'responseCode' in error ? error.responseCode : undefined;
  return typeof code !== 'number' || code === 421;
}

/** "Poulet Grenette <bonjour@…>": the diner knows the name, and a reply reaches the restaurant. */
async function restaurantSender(db: Database): Promise<From> {
  const contacts = await readRestaurantContacts(db);
  return { name: contacts.name, address: contacts.email || FALLBACK_ADDRESS };
}
