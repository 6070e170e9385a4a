/**
 * The orders placed on this device (docs/product.md#the-diners-order-page): their numbers and
 * keys, newest first, ten at most, so each page opens again after a reload or from the installed
 * app. Saved under `comptoir-orders`, checked on load (docs/adr/0005); only /success reads it.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PersistedStore } from './hydrated';
import type { DeviceOrder, SavedOrders } from './placed-orders-saved';
import { validatedPersist } from './persisted';

export const ORDERS_KEY = 'comptoir-orders';
export const KEPT_ORDERS = 10;

interface PlacedOrdersState extends SavedOrders {
  /** Keeps an order (again at the top); the oldest past ten is forgotten. */
  remember: (order: DeviceOrder) => void;
}

export const usePlacedOrders = create<PlacedOrdersState>()(
  persist(
    (set) => ({
      orders: [],
      remember: (order) =>
        set((s) => ({
          orders: [order, ...s.orders.filter((o) => o.id !== order.id)].slice(0, KEPT_ORDERS),
        })),
    }),
    validatedPersist<PlacedOrdersState, SavedOrders>(
      ORDERS_KEY,
      1,
      () => import('./placed-orders-saved').then((m) => m.savedOrdersSchema),
      ({ orders }) => ({ orders }),
    ),
  ),
);

export const PLACED_ORDERS: readonly PersistedStore[] = [usePlacedOrders];
