/**
 * `GET /__dev/mail?to=EMAIL`: the outbox of one address, for development and end-to-end tests.
 * server/app.ts mounts it only while mail is not sent (no SMTP_URL); otherwise it is a 404 like
 * any unknown route, so a production API never shows its diners' mail. It answers only a request
 * asked on this machine (./dev-only.ts, docs/contract.md#dev-mailbox).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { devMailResponseSchema } from '@/lib/api/dev-mail';
import type { Deps } from '../context';
import { fail, send } from '../http';
import { outboxFor } from '../services/mail';
import { onlyFromThisMachine } from './dev-only';

const DEV_MAIL_MESSAGES = {
  missingTo: 'Indiquez l’adresse e-mail dont il faut lister les messages (paramètre to).',
} as const;

export function devMailRoutes({ db, afterAnswer }: Deps) {
  async function list(c: Context) {
    onlyFromThisMachine(c);
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
