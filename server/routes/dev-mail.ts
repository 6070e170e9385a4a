/**
 * `GET /__dev/mail?to=EMAIL`: the outbox of one address, for development and end-to-end tests.
 * server/app.ts mounts it only while mail is not sent (no SMTP_URL); otherwise it is a 404 like
 * any unknown route, so a production API never shows its diners' mail. It answers only a request
 * naming a loopback host, in its URL and its Host header: a page that rebinds its own name to
 * 127.0.0.1 still names itself there, and gets the 404 (docs/contract.md#dev-mailbox).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { devMailResponseSchema } from '@/lib/api/dev-mail';
import type { Deps } from '../context';
import { fail, MESSAGES, send } from '../http';
import { isLoopback } from '../input-guard';
import { outboxFor } from '../services/mail';

const DEV_MAIL_MESSAGES = {
  missingTo: 'Indiquez l’adresse e-mail dont il faut lister les messages (paramètre to).',
} as const;

/** Whether a Host header, `name[:port]`, names this machine; an in-process request has none. */
const loopbackHost = (host: string | undefined): boolean =>
  host === undefined || isLoopback(host.toLowerCase().replace(/:\d{1,5}$/, ''));

export function devMailRoutes({ db, afterAnswer }: Deps) {
  async function list(c: Context) {
    const asked = isLoopback(new URL(c.req.url).hostname) && loopbackHost(c.req.header('host'));
    if (!asked) fail(404, MESSAGES.notFound);
    const to = (c.req.query('to') ?? '').trim();
    if (to === '') fail(400, DEV_MAIL_MESSAGES.missingTo);
    // A code asked for just before is listed: the mail queued after send-otp's answer included.
    await afterAnswer.settled();
    const mails = await outboxFor(db, to);
    return send(c, devMailResponseSchema, {
      status: 'success',
      payload: mails.map(({ createdAt, ...mail }) => ({
        ...mail,
        created_at: createdAt.toISOString(),
      })),
    });
  }

  return new Hono().get('/mail', list).get('/mail/', list);
}
