/**
 * The kitchen's switches for the day (docs/adr/0047, lib/domain/kitchen-switches.ts): one row
 * per switch in force, by key (`pause`, `delay`, `sold_out:item:7`, `closure:3`, `special:DATE`),
 * and every change appended to a log with who made it and when. A change bumps the catalogue
 * version (migration trigger), so every instance serves it on its next request (ADR 11).
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const kitchenSwitches = pgTable('kitchen_switches', {
  key: text('key').primaryKey(),
  /** The switch as lib/api/kitchen-switches.ts stores it, checked again on every read. */
  value: jsonb('value').notNull(),
  /** `staff:<id>` */
  setBy: text('set_by').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull(),
});

export const kitchenSwitchLog = pgTable(
  'kitchen_switch_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    /** The new value; null when the switch was turned off. */
    value: jsonb('value'),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kitchen_switch_log_at_idx').on(t.at)],
);
