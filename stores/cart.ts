/**
 * The cart (docs/product.md#cart): lines with their options and notes, and the coupon. Prices are
 * not stored as totals: they are computed by `lib/domain/pricing` wherever they are shown.
 * Saved under `comptoir-cart`, validated on every load.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Offer } from '@/lib/api/schemas';
import { MAX_LINE_QUANTITY, type CartLine } from '@/lib/domain/cart-types';
import type { Repricing } from '@/lib/domain/reprice';
import type { SavedCart as Saved } from './cart-saved';
import type { PersistedStore } from './hydrated';
import { validatedPersist } from './persisted';

export const CART_KEY = 'comptoir-cart';

export interface CartState extends Saved {
  /** Result of the last coupon check: null before any, false when the code was refused. */
  couponValid: boolean | null;
  /** Adds a line, or more of an identical line (same item, options and note). */
  addLine: (line: CartLine) => void;
  /** Replaces a line (edited options or note), merging it into an identical one if any. */
  replaceLine: (lineId: string, line: CartLine) => void;
  /** Sets a line's quantity; 0 removes it. */
  setQuantity: (lineId: string, quantity: number) => void;
  removeLine: (lineId: string) => void;
  setCoupon: (code: string, offer: Offer) => void;
  /** An invalid check clears the coupon id (docs/product.md#coupons). */
  rejectCoupon: (code: string) => void;
  clearCoupon: () => void;
  clear: () => void;
  /**
   * The cart priced on the catalogue at `version` (docs/adr/0038): its lines replaced by the
   * repricing's, what changed kept for the notice (added to one not yet read).
   */
  repriceTo: (version: number | null, repricing: Repricing) => void;
  /** The diner has read the notice. */
  dismissRepriced: () => void;
}

type Notice = NonNullable<Saved['repriced']>;

const empty: Saved = { lines: [], coupon: null, couponCode: null };

/** A notice not yet read, with what a later repricing adds to it; null when there is nothing. */
function noticeOf(previous: Saved['repriced'], { changed, removed }: Repricing): Notice | null {
  const all: Notice = {
    changed: [
      ...(previous?.changed ?? []).filter((c) => !changed.some((n) => n.name === c.name)),
      ...changed,
    ],
    removed: [...(previous?.removed ?? []), ...removed],
  };
  return all.changed.length > 0 || all.removed.length > 0 ? all : null;
}
const clamp = (quantity: number) => Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)));

function merge(lines: CartLine[], line: CartLine): CartLine[] {
  const same = lines.find((l) => l.lineId === line.lineId);
  if (!same) return [...lines, { ...line, quantity: clamp(line.quantity) }];
  return lines.map((l) => (l === same ? { ...l, quantity: clamp(l.quantity + line.quantity) } : l));
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...empty,
      couponValid: null,
      addLine: (line) => set((s) => ({ lines: merge(s.lines, line) })),
      replaceLine: (lineId, line) =>
        set((s) => ({
          lines: merge(
            s.lines.filter((l) => l.lineId !== lineId),
            line,
          ),
        })),
      setQuantity: (lineId, quantity) =>
        set((s) => ({
          lines: s.lines
            .map((l) => (l.lineId === lineId ? { ...l, quantity: clamp(quantity) } : l))
            .filter((l) => l.quantity > 0),
        })),
      removeLine: (lineId) => set((s) => ({ lines: s.lines.filter((l) => l.lineId !== lineId) })),
      setCoupon: (code, offer) => set({ couponCode: code, coupon: offer, couponValid: true }),
      rejectCoupon: (code) => set({ couponCode: code, coupon: null, couponValid: false }),
      clearCoupon: () => set({ couponCode: null, coupon: null, couponValid: null }),
      clear: () => set({ ...empty, couponValid: null, repriced: null }),
      repriceTo: (version, repricing) =>
        set((s) => ({
          lines: repricing.lines,
          catalogueVersion: version,
          repriced: noticeOf(s.repriced, repricing),
        })),
      dismissRepriced: () => set({ repriced: null }),
    }),
    validatedPersist<CartState, Saved>(
      CART_KEY,
      1,
      () => import('./cart-saved').then((m) => m.savedCartSchema),
      ({ lines, coupon, couponCode, catalogueVersion, repriced }) => ({
        lines,
        coupon,
        couponCode,
        catalogueVersion,
        repriced,
      }),
    ),
  ),
);

/** For `useHydrated(CART)`: what waits for the saved cart. */
export const CART: readonly PersistedStore[] = [useCartStore];
