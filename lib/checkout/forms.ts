/**
 * The checkout's forms (docs/product.md#validation) as zod schemas, and the five
 * tabs. Error messages are keys of `checkout.errors` in messages/fr.json, worded by the fields. Shared by the store (saved values are checked on load), the
 * steps (react-hook-form resolvers) and the tab guard (which forms are complete).
 */
import { z } from 'zod';
import { emailField, nameField, phoneField } from '@/lib/api/person';
import type { OrderMode } from '@/lib/domain/cart-types';

export const TABS = ['type', 'personal', 'delivery', 'payment', 'confirmation'] as const;
export type CheckoutTab = (typeof TABS)[number];

/** An unknown tab name is an error, never a silent fallback (docs/product.md#tabs). */
export function assertTab(name: string): CheckoutTab {
  if (!(TABS as readonly string[]).includes(name)) throw new Error('Invalid tab');
  return name as CheckoutTab;
}

export const personalSchema = z.object({
  first_name: nameField('firstNameRequired', 'tooLong'),
  last_name: nameField('lastNameRequired', 'tooLong'),
  email: emailField('emailRequired', 'emailInvalid'),
  phone: phoneField('phoneRequired', 'phoneInvalid'),
});
export type PersonalForm = z.infer<typeof personalSchema>;
export const PERSONAL_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

export const deliveryValuesSchema = z.object({
  address: z.string().max(300),
  city: z.string().max(100),
  postal_code: z.string().max(10),
  country: z.string().max(60),
  is_scheduled: z.boolean(),
  delivery_date: z.string().max(10),
  delivery_time_range: z.string().max(20),
});
export type DeliveryForm = z.infer<typeof deliveryValuesSchema>;

const ADDRESS_MESSAGES = {
  address: 'addressRequired',
  city: 'cityRequired',
  postal_code: 'postalCodeRequired',
} as const;

/** Address fields are required for delivery only; a scheduled order needs its slot. */
export function deliverySchema(mode: OrderMode) {
  return deliveryValuesSchema.superRefine((form, ctx) => {
    if (mode === 'delivery') {
      for (const field of ['address', 'city', 'postal_code'] as const) {
        if (form[field].trim() === '') {
          ctx.addIssue({ code: 'custom', path: [field], message: ADDRESS_MESSAGES[field] });
        }
      }
    }
    if (form.is_scheduled && form.delivery_time_range === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['delivery_time_range'],
        message: 'slotRequired',
      });
    }
  });
}

export const paymentSchema = z.object({
  method: z.enum(['cash', 'card']),
  failed: z.boolean(),
});
export type PaymentForm = z.infer<typeof paymentSchema>;

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
