/**
 * What the order mails are made of, shared by the diner's confirmation (mail.ts) and the kitchen
 * mail (kitchen-mail.ts): the order as stored with its lines, and the mail they become.
 */
import type { AllergenInfo } from '@/lib/domain/allergens';
import type { orders } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A mail as the outbox keeps it, under a unique reference naming the order, never the address. */
export type OutboxMail = Mail & { reference: string };

type OrderRow = typeof orders.$inferSelect;

/** What an order's mails say: the order as stored, its lines and their options. */
export interface ConfirmationFacts {
  order: Pick<
    OrderRow,
    | 'id'
    | 'status'
    | 'customer'
    | 'freeItems'
    | 'subtotalCents'
    | 'discountCents'
    | 'deliveryCents'
    | 'taxCents'
    | 'totalCents'
    | 'isPickup'
    | 'deliveryDate'
    | 'deliveryTimeRange'
    | 'paymentMethod'
    | 'vatRates'
    | 'createdAt'
  > &
    /** Absent on a new order (none yet). */
    Partial<Pick<OrderRow, 'paymentState'>>;
  lines: {
    itemId: number;
    quantity: number;
    name: string;
    note: string;
    unitPriceCents: number;
    /** Hundredths of a percent; null for a line stored before receipts. */
    vatRate: number | null;
    /** As sold; null = unknown (a line stored before allergens were). */
    allergens: AllergenInfo | null;
    options: { name: string; priceCents: number; quantity: number; vatRate: number | null }[];
  }[];
}

/** The name of a catalogue item, when it is known. */
export type ItemName = (itemId: number) => string | undefined;
