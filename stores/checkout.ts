/**
 * The checkout in progress (docs/product.md#checkout): the tab, the forms, the attempt's `local_id`
 * and the last order placed (read by /success), saved under `comptoir-checkout` and checked on
 * load. `local_id` is made once per attempt and kept across retries: the server stores one order
 * per local_id, so a retry after a lost answer never doubles the order.
 */
import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  deliveryValuesSchema,
  EMPTY_DELIVERY,
  EMPTY_PERSONAL,
  paymentSchema,
  TABS,
  type CheckoutTab,
  type DeliveryForm,
  type PaymentForm,
  type PersonalForm,
} from '@/lib/checkout/forms';
import { useCartStore } from './cart';
import type { PersistedStore } from './hydrated';
import { useLocationStore } from './location';
import { validatedPersist } from './persisted';

export const CHECKOUT_KEY = 'comptoir-checkout';

const cents = z.number().int();

// A half-filled personal form is saved too: any short strings, validated on submit.
const draftPersonalSchema = z.object({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  email: z.string().max(254),
  phone: z.string().max(40),
});

const placedOrderSchema = z.object({
  id: z.number().int().positive(),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      options: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      note: z.string(),
      totalCents: cents,
    }),
  ),
  freeItems: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  totals: z.object({
    subtotal: cents,
    discount: cents,
    delivery: cents,
    tax: cents,
    total: cents,
  }),
  mode: z.enum(['pickup', 'delivery']),
  /** null for "as soon as possible". */
  slot: z.object({ date: z.string(), label: z.string() }).nullable(),
  address: z.string().nullable(),
  method: z.enum(['cash', 'card']),
  // Optional within version 1: a saved order without them loads with none (a guest's).
  /** Who ordered, as sent: the sign-up offered to a guest starts from it. */
  customer: draftPersonalSchema.nullable().default(null),
  /** The account the order was placed under; null for a guest order. */
  userId: z.number().int().positive().nullable().default(null),
  /** The order key POST answered (lib/api/order-status.ts `orderKeySchema`): opens its page. */
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .nullable()
    .default(null),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/**
 * The card provider's state (docs/contract.md#card-payment-flow): the intent the Payment Element
 * confirms, its amount in cents and the local_id it was made for (the server binds an intent to
 * one order).
 */
const cardSchema = z.object({
  client_secret: z.string().max(300).nullable(),
  customer_id: z.string().max(100).nullable(),
  payment_intent_id: z.string().max(100).nullable(),
  amount: cents.nullable(),
  local_id: z.uuid().nullable(),
});
export type CardState = z.infer<typeof cardSchema>;
export const NO_CARD: CardState = {
  client_secret: null,
  customer_id: null,
  payment_intent_id: null,
  amount: null,
  local_id: null,
};

const savedSchema = z.object({
  tab: z.enum(TABS),
  personal: draftPersonalSchema,
  delivery: deliveryValuesSchema,
  payment: paymentSchema,
  // Optional within version 1: a saved checkout without it starts with no intent.
  card: cardSchema.default(NO_CARD),
  localId: z.uuid().nullable(),
  lastOrder: placedOrderSchema.nullable(),
  // Optional within version 1: a saved checkout without it holds the diner's own choice of time.
  scheduleForced: z.boolean().default(false),
});
type Saved = z.infer<typeof savedSchema>;

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
      // The checkout's own scripts need zod for their forms anyway.
      () => Promise.resolve(savedSchema),
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
