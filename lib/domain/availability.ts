/**
 * Whether menus and items can be ordered at an instant in the restaurant's zone
 * (docs/product.md#opening-hours-and-availability). Pure: the instant is a parameter, so the
 * storefront's alert, the payment re-check and the server's 422 all give the same answer.
 */
import type { Item, Menu, Weekday } from '@/lib/api/schemas';
import type { CartLine } from './cart-types';
import { formatMinutes, isOpenAt, nextOpening, zonedParts } from './hours';

/** What availability needs of a menu: its switch and its weekly hours. */
export type HoursMenu = Pick<Menu, 'menu_is_available' | 'active_times'>;

/**
 * Only the hours of a menu: what a client component showing them gets, so a page's payload does
 * not carry every item and option of the menu along.
 */
export function hoursOf(menu: HoursMenu): HoursMenu {
  return { menu_is_available: menu.menu_is_available, active_times: menu.active_times };
}
/** What the cart check needs of a menu: also its items, found through its categories. */
export type CatalogueMenu = HoursMenu & {
  menu_id: number;
  categories: { items: Pick<Item, 'item_id' | 'item_is_available'>[] }[];
};
export type CartLineRef = Pick<CartLine, 'itemId' | 'menuId' | 'name'>;

export interface NextOpening {
  at: Date;
  weekday: Weekday;
  /** Local start time, HH:MM. */
  time: string;
  /** 0 today, 1 tomorrow… counted in the restaurant's calendar, not in 24-hour steps. */
  daysAhead: number;
}

/** Open now, or, when closed, the next opening (null when no available menu ever opens). */
export type OpeningStatus = { open: true; next: null } | { open: false; next: NextOpening | null };

const DAY_MS = 86_400_000;

/** A menu can be ordered from at the instant: switched on and open by its active_times. */
export function isMenuOrderableAt(menu: HoursMenu, instant: Date, timeZone: string): boolean {
  return menu.menu_is_available && isOpenAt(menu.active_times, instant, timeZone);
}

/** An item can be ordered at the instant: its menu is orderable and the kitchen has it. */
export function isItemOrderableAt(
  item: Pick<Item, 'item_is_available'>,
  menu: HoursMenu,
  instant: Date,
  timeZone: string,
): boolean {
  return item.item_is_available && isMenuOrderableAt(menu, instant, timeZone);
}

// The line's own menu is the authority: an item id found only in another menu is not the same
// offer (other hours, other price), so it counts as unknown.
function lineOrderable(
  line: CartLineRef,
  menus: readonly CatalogueMenu[],
  instant: Date,
  timeZone: string,
): boolean {
  const menu = menus.find((m) => m.menu_id === line.menuId);
  const item = menu?.categories
    .flatMap((category) => category.items)
    .find((candidate) => candidate.item_id === line.itemId);
  return (
    menu !== undefined && item !== undefined && isItemOrderableAt(item, menu, instant, timeZone)
  );
}

/**
 * Names of the cart lines that cannot be ordered at the instant (unknown item or menu included),
 * in cart order, each name once: the list the "items unavailable at the chosen time" alert shows
 * (docs/product.md#error-catalogue).
 */
export function unavailableCartItems(
  lines: readonly CartLineRef[],
  menus: readonly CatalogueMenu[],
  instant: Date,
  timeZone: string,
): string[] {
  const names = lines
    .filter((line) => !lineOrderable(line, menus, instant, timeZone))
    .map((line) => line.name);
  return [...new Set(names)];
}

/** Calendar days from the local date of `from` to the local date of `to`, in the zone. */
function calendarDaysBetween(from: Date, to: Date, timeZone: string): number {
  const a = zonedParts(from, timeZone);
  const b = zonedParts(to, timeZone);
  const diff = Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day);
  return Math.round(diff / DAY_MS);
}

/** Open now over the available menus, or the earliest next opening among them when closed. */
export function describeOpening(
  menus: readonly HoursMenu[],
  now: Date,
  timeZone: string,
): OpeningStatus {
  const available = menus.filter((menu) => menu.menu_is_available);
  if (available.some((menu) => isOpenAt(menu.active_times, now, timeZone))) {
    return { open: true, next: null };
  }
  const [first] = available
    .map((menu) => nextOpening(menu.active_times, now, timeZone))
    .filter((opening) => opening !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (!first) return { open: false, next: null };
  return {
    open: false,
    next: { ...first, daysAhead: calendarDaysBetween(now, first.at, timeZone) },
  };
}

/** "18:00" → "18 h", "11:30" → "11 h 30", "09:05" → "9 h 05", as French signs write hours. */
export function frenchTime(hhmm: string): string {
  const [h, m] = hhmm.split(':');
  return m === '00' ? `${Number(h)} h` : `${Number(h)} h ${m}`;
}

/** « 19 h 40 », « 20 h » on the restaurant's clock: how the mails and the pages say a time. */
export function clockTime(instant: Date, timeZone: string): string {
  return frenchTime(formatMinutes(zonedParts(instant, timeZone).minutes));
}
