/**
 * The checkout with accounts (docs/product.md#accounts): a signed-in diner's personal form is
 * filled from their account, and a guest is offered, after ordering, an account made from the
 * details they already typed.
 */
import type { User } from '@/lib/api/auth';
import type { PersonalForm } from './forms';
import { PERSONAL_FIELDS } from './steps';

/**
 * The personal form with its empty fields filled from the account: what the diner typed in this
 * checkout wins. The same object when nothing changes (no needless store update).
 */
export function prefillPersonal(personal: PersonalForm, user: User): PersonalForm {
  const filled = { ...personal };
  let changed = false;
  for (const field of PERSONAL_FIELDS) {
    const fromAccount = user[field].trim();
    if (personal[field].trim() === '' && fromAccount !== '') {
      filled[field] = fromAccount;
      changed = true;
    }
  }
  return changed ? filled : personal;
}

/** What the sign-up page reads from its query, e-mail first. */
const SIGNUP_PARAMS = ['email', 'first_name', 'last_name', 'phone'] as const;

/**
 * The sign-up page with the order's details in its query (`email`, `first_name`, `last_name`,
 * `phone`; empty ones left out), so the diner does not type them again.
 */
export function signupHref(customer: Partial<PersonalForm>): string {
  const query = new URLSearchParams();
  for (const field of SIGNUP_PARAMS) {
    const value = customer[field]?.trim();
    if (value) query.set(field, value);
  }
  const search = query.toString();
  return search ? `/auth/signup?${search}` : '/auth/signup';
}
