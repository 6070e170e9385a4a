/**
 * `GET /__dev/mail?to=EMAIL` (docs/contract.md#dev-mailbox): the mails the reference API keeps in
 * its outbox for one address, newest first. Not part of the storefront's contract: it exists only
 * while no SMTP_URL is set, so a developer or an E2E test can read what a diner would receive.
 */
import { z } from 'zod';
import { envelope } from './schemas';

const devMailSchema = z.object({
  id: z.number().int().positive(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** ISO 8601 instant the mail was queued. */
  created_at: z.iso.datetime({ offset: true }),
});

export const devMailResponseSchema = envelope(z.array(devMailSchema));
