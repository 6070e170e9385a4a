/**
 * The checkout in progress (docs/product.md#checkout): the tab, the forms, the attempt's `local_id`
 * and the last order placed (read by /success), saved under `comptoir-checkout` and checked on
 * load (stores/checkout-saved.ts, loaded only when a checkout was saved: ADR 50). `local_id` is
 * made once per attempt and kept across retries: the server stores one order per local_id, so a
 * retry after a lost answer never doubles the order.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { NO_CARD, type CardState } from '@/lib/checkout/card';
import type { DeliveryForm, PaymentForm, PersonalForm } from '@/lib/checkout/forms';
import { EMPTY_DELIVERY, EMPTY_PERSONAL, type CheckoutTab } from '@/lib/checkout/steps';
import { useCartStore } from './cart';
import type { PlacedOrder, SavedCheckout as Saved } from './checkout-saved';
import type { PersistedStore } from './hydrated';
import { useLocationStore } from './location';
import { validatedPersist } from './persisted';

export const CHECKOUT_KEY = 'comptoir-checkout';
export { NO_CARD, type CardState, type PlacedOrder };

export interface CheckoutState extends Saved {
  setTab: (tab: CheckoutTab) => void;
  setPersonal: (personal: PersonalForm) => void;
  setDelivery: (delivery: Partial<DeliveryForm>) => void;
  /**
   * Whether the scheduled time was set by the checkout because no menu of the cart was open
   * (true) or chosen by the diner (false): a forced one gives way to "as soon as possible" when a
   * menu opens (docs/product.md#ordering-ahead).
   */
  setScheduleForced: (forced: boolean) => void;
  /**
   * The chosen slot the checkout found full and replaced or dropped ("11:30 – 11:45"), named on
   * the time step until the diner picks again; not saved.
   */
  slotTaken: string | null;
  setSlotTaken: (label: string | null) => void;
  setPayment: (payment: Partial<PaymentForm>) => void;
  setCard: (card: Partial<CardState>) => void;
  /** The attempt's local_id, made on first use and kept until the order succeeds. */
  ensureLocalId: () => string;
  /** A 409 means this local_id belongs to another payload: the next attempt is a new order. */
  dropLocalId: () => void;
  /**
   * After success (docs/product.md#after-success): back to type, today, no slot, no failure,
   * no intent, no local_id.
   */
  completeOrder: (order: PlacedOrder) => void;
  /**
   * The diner logged out or deleted their account (docs/product.md#checkout-with-an-account):
   * nothing of them stays for the next person on this device (personal form, card-provider
   * customer and intent, last order). The cart, the delivery form and the local_id stay.
   */
  forgetCustomer: () => void;
}

const initial: Saved = {
  tab: 'type',
  personal: EMPTY_PERSONAL,
  delivery: EMPTY_DELIVERY,
  payment: { method: 'cash', failed: false },
  card: NO_CARD,
  localId: null,
  lastOrder: null,
  scheduleForced: false,
};

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set, get) => ({
      ...initial,
      setTab: (tab) => set({ tab }),
      setPersonal: (personal) => set({ personal }),
      setDelivery: (delivery) => set((s) => ({ delivery: { ...s.delivery, ...delivery } })),
      setScheduleForced: (scheduleForced) => set({ scheduleForced }),
      slotTaken: null,
      setSlotTaken: (slotTaken) => set({ slotTaken }),
      setPayment: (payment) => set((s) => ({ payment: { ...s.payment, ...payment } })),
      setCard: (card) => set((s) => ({ card: { ...s.card, ...card } })),
      ensureLocalId: () => {
        const existing = get().localId;
        if (existing) return existing;
        const localId = crypto.randomUUID();
        set({ localId });
        return localId;
      },
      dropLocalId: () => set({ localId: null }),
      completeOrder: (order) =>
        set((s) => ({
          tab: 'type',
          delivery: {
            ...s.delivery,
            delivery_date: '',
            delivery_time_range: '',
            is_scheduled: false,
          },
          scheduleForced: false,
          payment: { ...s.payment, failed: false },
          // The customer stays: the same diner's next order reuses it.
          card: { ...NO_CARD, customer_id: s.card.customer_id },
          localId: null,
          lastOrder: order,
        })),
      forgetCustomer: () => set({ personal: EMPTY_PERSONAL, card: NO_CARD, lastOrder: null }),
    }),
    validatedPersist<CheckoutState, Saved>(
      CHECKOUT_KEY,
      1,
      () => import('./checkout-saved').then((m) => m.savedCheckoutSchema),
      ({ tab, personal, delivery, payment, card, localId, lastOrder, scheduleForced }) => ({
        tab,
        personal,
        delivery,
        payment,
        card,
        localId,
        lastOrder,
        scheduleForced,
      }),
    ),
  ),
);

/** For `useHydrated(CHECKOUT)`: the checkout waits for the saved cart, location and forms. */
export const CHECKOUT: readonly PersistedStore[] = [
  useCartStore,
  useLocationStore,
  useCheckoutStore,
];
