/**
 * The sign-in tests' world: a user and a session as the API gives them, the auth store back to
 * "signed out", and answers in the contract's shapes for the fetch mock (cart-fixtures' mockApi).
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '@/lib/api/auth';
import type { PersonalForm } from '@/lib/checkout/forms';
import { useAuthStore } from '@/stores/auth';
import type { PlacedOrder } from '@/stores/checkout';
import { forgetSignupPassword } from '@/stores/signup-password';
import { resetNavigation } from './navigation-mock';

export const MARIE: User = {
  id: 7,
  email: 'marie@exemple.fr',
  first_name: 'Marie',
  last_name: 'Curie',
  phone: '06 12 34 56 78',
  address: '',
};
export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

export const sessionAnswer =
  (user: User = MARIE) =>
  () =>
    Response.json({ status: 'success', token: TOKEN, user });
export const done = () => Response.json({ status: 'success' });
export const refused = (status: number, message: string) => () =>
  Response.json({ status: 'error', data: { message } }, { status });

export function signedOut() {
  localStorage.clear();
  useAuthStore.setState({ session: null, redirect: null, notice: null });
}

/**
 * The sign-in pages' tests: each starts signed out, on no page, with no sign-up password in
 * memory, and ends with real timers and no stubbed globals.
 */
export function signedOutEachTest() {
  beforeEach(() => {
    signedOut();
    resetNavigation();
    forgetSignupPassword();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

export function signedIn(user: User = MARIE) {
  useAuthStore.setState({ session: { token: TOKEN, user }, redirect: null, notice: null });
}

/** The checkout's personal form as `user`'s account fills it. */
export const detailsOf = ({ first_name, last_name, email, phone }: User): PersonalForm => ({
  first_name,
  last_name,
  email,
  phone,
});

/** The order /success shows, as the checkout keeps it: placed by `user` (15,80 € at pickup). */
export const lastOrderOf = (user: User): PlacedOrder => ({
  id: 51,
  key: null,
  lines: [],
  freeItems: [],
  totals: { subtotal: 1580, discount: 0, delivery: 0, tax: 144, total: 1580 },
  mode: 'pickup',
  slot: null,
  address: null,
  method: 'card',
  customer: detailsOf(user),
  userId: user.id,
});

/** What the fetch mock was asked, as `METHOD url` and the JSON body. */
export const calls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url, init]) => {
    const { method = 'GET', body } = (init ?? {}) as RequestInit;
    return { call: `${method} ${String(url)}`, body: body ? JSON.parse(String(body)) : undefined };
  });
