/**
 * The checkout's forms (docs/product.md#validation) as zod schemas. Error messages are keys of
 * `checkout.errors` in messages/fr.json, worded by the fields. Shared by the saved checkout's
 * check (stores/checkout-saved.ts), the steps (react-hook-form resolvers) and the tab guard
 * (which forms are complete); all load after the first step (ADR 50), the tabs and empty values
 * are in ./steps.ts.
 */
import { z } from 'zod';
import { emailField, nameField, phoneField } from '@/lib/api/person';
import { placeMismatch, type Place } from '@/lib/domain/address-match';
import type { OrderMode } from '@/lib/domain/cart-types';
import { normalize } from '@/lib/domain/search';

export const personalSchema = z.object({
  first_name: nameField('firstNameRequired', 'tooLong'),
  last_name: nameField('lastNameRequired', 'tooLong'),
  email: emailField('emailRequired', 'emailInvalid'),
  phone: phoneField('phoneRequired', 'phoneInvalid'),
});
export type PersonalForm = z.infer<typeof personalSchema>;

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
const MISMATCH_MESSAGES = { city: 'cityMismatch', postal_code: 'postalCodeMismatch' } as const;

/** The address the diner located (the location modal's answer), as the form compares it. */
export type LocatedAddress = Place & { address: string; postal_codes?: readonly string[] };

/**
 * The located address's postal code and town, when the street is still the located one: the
 * server refuses an order priced for one place and sent to another (lib/domain/address-match.ts).
 */
function placeIssue(form: DeliveryForm, located: LocatedAddress | null) {
  if (!located || normalize(form.address) !== normalize(located.address)) return null;
  const field = placeMismatch(form, located, located.postal_codes);
  return field && { code: 'custom' as const, path: [field], message: MISMATCH_MESSAGES[field] };
}

/**
 * Address fields are required for delivery only, and must be the located address's town; a
 * scheduled order needs its slot.
 */
export function deliverySchema(mode: OrderMode, located: LocatedAddress | null = null) {
  return deliveryValuesSchema.superRefine((form, ctx) => {
    if (mode === 'delivery') {
      const missing = (['address', 'city', 'postal_code'] as const).filter(
        (field) => form[field].trim() === '',
      );
      for (const field of missing) {
        ctx.addIssue({ code: 'custom', path: [field], message: ADDRESS_MESSAGES[field] });
      }
      const issue = missing.length === 0 && placeIssue(form, located);
      if (issue) ctx.addIssue(issue);
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
