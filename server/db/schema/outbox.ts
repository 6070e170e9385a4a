import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to leave or kept for the developer: without SMTP_URL the API stores its mail here
 * (and logs it) instead of sending it (docs/adr/0008, docs/contract.md#dev-mailbox).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** What the mail is about, e.g. `order:42:confirmation`: one mail per order and kind. */
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Until when a sender holds this mail (services/mail-sender.ts): API instances sharing the
     * database never send the same mail at once; a sender that dies lets it go at this time.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);
