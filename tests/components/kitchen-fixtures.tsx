/**
 * The kitchen board's test set-up: the French messages, orders as the staff API lists them, and
 * a fetch that answers `METHOD /path` from handlers and records each call with its body and token.
 */
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { StaffOrder } from '@/lib/api/staff';
import messages from '@/messages/fr.json';

export const TOKEN = 'k'.repeat(43);
/** Wednesday 11 June 2025, 12:00 in Paris. */
export const NOON = new Date('2025-06-11T12:00:00+02:00');

export function renderKitchen(ui: ReactNode) {
  return render(
    <NextIntlClientProvider
      locale="fr"
      messages={{ kitchen: messages.kitchen }}
      timeZone="Europe/Paris"
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

export function order(id: number, fields: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id,
    placed_at: '2025-06-11T09:55:00.000Z',
    mode: 'pickup',
    slot: null,
    kitchen_state: 'received',
    ready_at: null,
    accept_before: '2025-06-11T10:03:00.000Z',
    reason: null,
    customer: { name: 'Camille Martin', phone: '06 12 34 56 78', email: 'camille@exemple.fr' },
    address: null,
    lines: [
      {
        name: 'Poulet rôti',
        quantity: 2,
        note: 'bien cuit',
        options: [{ name: 'Frites', quantity: 1 }],
        allergens: { contains: ['gluten', 'lait'], may_contain: ['sesame'], complete: true },
      },
    ],
    total: 24.5,
    payment: { method: 'cash', state: 'none' },
    ...fields,
  };
}

/** The day as the API lists it, with the history id its stream starts after. */
export const dayAnswer = (orders: StaffOrder[], lastEventId = 0, timeZone = 'Europe/Paris') =>
  Response.json({
    status: 'success',
    day: '2025-06-11',
    time_zone: timeZone,
    orders,
    last_event_id: lastEventId,
  });

export const orderAnswer = (value: StaffOrder) =>
  Response.json({ status: 'success', order: value });

export const refusedAnswer = (status: number, message: string) =>
  Response.json({ status: 'error', data: { message } }, { status });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export interface Call {
  call: string;
  body?: unknown;
  token: string | null;
}

/** A fetch answering from `handlers` (404 otherwise) and listing the calls made. */
export function mockKitchenApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const auth = new Headers(init?.headers).get('authorization');
    calls.push({
      call: key,
      ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}),
      token: auth?.replace(/^Bearer /, '') ?? null,
    });
    // The stream, unless a test answers it: open, and silent.
    const handler =
      handlers[key] ??
      (key.startsWith('GET /v2/staff/stream?') ? () => new Response(new ReadableStream()) : null);
    return handler
      ? handler(init)
      : Response.json(
          { status: 'error', data: { message: 'Ressource introuvable.' } },
          { status: 404 },
        );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** jsdom knows `<dialog open>` but not showModal/close. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
