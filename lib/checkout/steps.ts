/**
 * The checkout's five tabs and its forms' empty values, without zod: what the first step and
 * the store need before the form rules load (ADR 50). The rules are in ./forms.ts.
 */
import type { DeliveryForm, PersonalForm } from './forms';

export const TABS = ['type', 'personal', 'delivery', 'payment', 'confirmation'] as const;
export type CheckoutTab = (typeof TABS)[number];

/** An unknown tab name is an error, never a silent fallback (docs/product.md#tabs). */
export function assertTab(name: string): CheckoutTab {
  if (!(TABS as readonly string[]).includes(name)) throw new Error('Invalid tab');
  return name as CheckoutTab;
}

export const PERSONAL_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

export const EMPTY_PERSONAL: PersonalForm = { first_name: '', last_name: '', email: '', phone: '' };
export const EMPTY_DELIVERY: DeliveryForm = {
  address: '',
  city: '',
  postal_code: '',
  country: 'France',
  is_scheduled: false,
  delivery_date: '',
  delivery_time_range: '',
};
