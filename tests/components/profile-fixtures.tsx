/**
 * The profile tests' world: a signed-in diner (the auth store read from storage first, as a
 * page finds it), past orders in their wire shape, and the account calls' URLs as the client
 * builds them. The cart tests' fixtures give the rest (catalogue, fetch, French messages).
 */
import type { ReactNode } from 'react';
import type { PastOrder, User } from '@/lib/api/auth';
import { ProfileShell } from '@/components/profile/profile-shell';
import type { ProfileView } from '@/components/profile/views';
import { useAuthStore } from '@/stores/auth';
import { renderWithMessages } from './cart-fixtures';

export const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDE';
export const USER: User = {
  id: 7,
  email: 'camille@example.fr',
  first_name: 'Camille',
  last_name: 'Durand',
  phone: '06 12 34 56 78',
  address: '5 Rue Félix Poulat, 38000 Grenoble',
};

const AUTH = '/v2/public/auth';
export const PROFILE_URL = `GET ${AUTH}/profile`;
export const UPDATE_URL = `PATCH ${AUTH}/update-profile`;
export const DELETE_URL = `DELETE ${AUTH}/delete-profile/`;
export const LOGOUT_URL = `POST ${AUTH}/logout/`;
export const ordersUrl = (page: number) => `GET ${AUTH}/orders?page=${page}&limit=20`;

/** The auth store read from (empty) storage, then the diner signed in, or not. */
export async function signedIn(user: User | null = USER) {
  localStorage.clear();
  await useAuthStore.persist.rehydrate();
  useAuthStore.setState({ session: user ? { token: TOKEN, user } : null, notice: null });
}

export const ok = (fields: object = {}) => Response.json({ status: 'success', ...fields });
export const refused = (status: number, message: string) =>
  Response.json({ status: 'error', data: { message } }, { status });

export function pastOrder(fields: Partial<PastOrder> = {}): PastOrder {
  return {
    order_id: 1,
    created_at: '2026-11-24T11:05:00Z',
    status: 'pending',
    is_pickup: true,
    payment_method: 'cash',
    delivery_date: '',
    delivery_time_range: 'asap',
    items: [],
    free_items: [],
    subtotal: 0,
    discount: 0,
    delivery: 0,
    tax: 0,
    total: 0,
    ...fields,
  };
}

export const ordersPage = (orders: PastOrder[], page: number, total: number) =>
  ok({ orders, page, limit: 20, total });

/** A view inside the profile's shell, as its page renders it. */
export function renderView(view: ProfileView, content: ReactNode) {
  return renderWithMessages(<ProfileShell view={view}>{content}</ProfileShell>);
}
