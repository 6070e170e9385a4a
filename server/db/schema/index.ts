/**
 * The reference API's tables, one file per purpose; drizzle-kit reads them here
 * (drizzle.config.ts). Amounts are integer cents (`*_cents`); the wire format in
 * lib/api/schemas.ts uses euros with two decimals, converted at the edge by server/services.
 */
import { authCodes, sessions, users } from './accounts';
import { catalogueVersion, categories, items, menus, offers, settings } from './catalogue';
import { kitchenSwitchLog, kitchenSwitches } from './kitchen-switches';
import { orderItemOptions, orderItems, orderStatusHistory, orders } from './orders';
import { outbox } from './outbox';
import { staffSessions, staffUsers } from './staff';

export * from './accounts';
export * from './catalogue';
export * from './kitchen-switches';
export * from './orders';
export * from './outbox';
export * from './staff';

export const schema = {
  catalogueVersion,
  settings,
  outbox,
  menus,
  categories,
  items,
  offers,
  orders,
  orderItems,
  orderItemOptions,
  orderStatusHistory,
  users,
  authCodes,
  sessions,
  staffUsers,
  staffSessions,
  kitchenSwitches,
  kitchenSwitchLog,
};
export type Schema = typeof schema;
