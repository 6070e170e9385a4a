/**
 * Accounts (server/services/auth/, docs/adr/0018): customers, their one-time codes and their
 * sessions. Secrets are never stored as they are: passwords as scrypt hashes, codes as HMACs,
 * session tokens as SHA-256 digests. Every expiry is an instant written from the API's clock.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A customer. The email is unique whatever its case; it is kept as typed. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    /** When a one-time code proved the mailbox; null until then (no session opens before). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** One live code per user at most: a new one replaces the old, a used one is deleted. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'reset'>().notNull(),
    /** HMAC-SHA-256 of the user id and the six digits, keyed with the API's pepper. */
    codeHash: text('code_hash').notNull(),
    /** Tries spent on this code, right or wrong; none is accepted past the fifth. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_codes_user_idx').on(t.userId),
    check('auth_codes_purpose', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/** An open session; revoking it deletes the row. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token (base64url); the token itself is known only to the diner. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
