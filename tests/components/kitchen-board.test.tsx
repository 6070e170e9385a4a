/**
 * The kitchen board (components/kitchen, docs/product.md#the-kitchen-board): the day in four
 * columns, each move sent with the staff token and its body, another tablet's 409 shown in the
 * API's words, new orders announced, the title counting the waiting ones, the stream followed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitchenApp } from '@/components/kitchen/kitchen-app';
import { KITCHEN_SESSION_KEY } from '@/lib/kitchen/session';
import type { StaffOrder } from '@/lib/api/staff';
import {
  type Call,
  NOON,
  TOKEN,
  dayAnswer,
  mockKitchenApi,
  order,
  orderAnswer,
  polyfillDialog,
  refusedAnswer,
  renderKitchen,
} from './kitchen-fixtures';

const DAY = 'GET /v2/staff/orders';
const STREAM = 'GET /v2/staff/stream?last_event_id=0';
const ACCEPT = 'POST /v2/staff/orders/1/accept';

beforeEach(() => {
  polyfillDialog();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOON);
  window.sessionStorage.setItem(KITCHEN_SESSION_KEY, TOKEN);
  window.print = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  document.title = '';
});

const region = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const numbersIn = (name: string) =>
  within(region(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function openBoard(orders: StaffOrder[], handlers = {}) {
  const calls = mockKitchenApi({ [DAY]: () => dayAnswer(orders), ...handlers });
  renderKitchen(<KitchenApp />);
  // The first render of the file loads the board's schemas: slow on a busy machine.
  await screen.findByRole('region', { name: /^À accepter/ }, { timeout: 5_000 });
  return { calls, user: userEvent.setup() };
}

const moves = (calls: Call[]) => calls.filter((c) => !c.call.startsWith('GET'));
// The stream and the switches (read on a timer of their own) come in any order.
const orderCalls = (calls: Call[]) =>
  calls.filter((c) => !c.call.includes('/stream') && !c.call.includes('/switches'));

describe('the day at a glance', () => {
  it('groups the orders and counts the waiting ones in the title', async () => {
    await openBoard([
      order(2),
      order(1, { placed_at: '2025-06-11T09:50:00.000Z' }),
      order(3, { kitchen_state: 'accepted', ready_at: '2025-06-11T10:30:00.000Z' }),
      order(4, { kitchen_state: 'delayed', ready_at: '2025-06-11T10:20:00.000Z' }),
      order(5, { kitchen_state: 'ready', ready_at: '2025-06-11T10:10:00.000Z' }),
      order(6, {
        kitchen_state: 'out_for_delivery',
        mode: 'delivery',
        ready_at: '2025-06-11T10:05:00.000Z',
      }),
      order(7, { kitchen_state: 'handed_over' }),
      order(8, { kitchen_state: 'refused', reason: 'Article épuisé' }),
      order(9, { kitchen_state: 'cancelled', reason: 'Four en panne' }),
    ]);
    // Waiting: first placed first. Under way and ready: the soonest due first. Done: newest first.
    expect(numbersIn('À accepter')).toEqual(['Commande n° 1', 'Commande n° 2']);
    expect(numbersIn('En cours')).toEqual(['Commande n° 4', 'Commande n° 3']);
    expect(numbersIn('Prêtes / en livraison')).toEqual(['Commande n° 6', 'Commande n° 5']);
    expect(numbersIn('Terminées aujourd’hui')).toEqual([
      'Commande n° 9',
      'Commande n° 8',
      'Commande n° 7',
    ]);
    // The title is written by an effect, which a busy machine may run after the board shows.
    await waitFor(() => expect(document.title).toBe('(2) Cuisine — Comptoir'));
    expect(within(region('Terminées')).getByText('Motif : Four en panne')).toBeVisible();
  });

  it('shows all the kitchen needs of an order', async () => {
    await openBoard([
      order(12, {
        mode: 'delivery',
        address: '12 rue des Lilas, 38000 Grenoble',
        payment: { method: 'card', state: 'authorised' },
        lines: [
          ...order(0).lines,
          { name: 'Tarte', quantity: 1, note: '', options: [], allergens: null },
        ],
      }),
    ]);
    const card = screen.getByRole('article', { name: 'Commande n° 12' });
    const text = card.textContent;
    // Placed 09:55Z = 11:55 in Paris; refused by itself at 10:03Z, it is 10:00Z.
    for (const part of [
      'Reçue',
      'Livraison',
      'Dès que possible',
      'Passée à 11:55',
      'Refus automatique dans 3 min 0 s',
      'Camille Martin',
      '12 rue des Lilas, 38000 Grenoble',
      '2 × Poulet rôti',
      '+ 1 × Frites',
      'Note : bien cuit',
      'Allergènes : Gluten, Lait',
      'Traces possibles : Sésame',
      '1 × Tarte',
      'Allergènes non renseignés',
      'Total 24,50\u00a0€',
      'Carte autorisée',
    ]) {
      expect(text).toContain(part);
    }
    expect(
      within(card).getByRole('link', { name: 'Appeler Camille Martin au 06 12 34 56 78' }),
    ).toHaveAttribute('href', 'tel:+33612345678');
  });

  it('counts down to the refusal by itself, then says it is past', async () => {
    await openBoard([order(1)]);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('Refus automatique dans 1 min 59 s')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByText('Délai dépassé : refus automatique imminent')).toBeVisible();
  });

  it('counts in hours an order that waits for the opening', async () => {
    // Placed at night for the lunch: refused by itself 8 minutes after 11:00.
    await openBoard([order(1, { accept_before: '2025-06-11T12:08:00.000Z' })]);
    expect(screen.getByText('Refus automatique dans 2 h 8 min')).toBeVisible();
  });

  it('reads the payment of each kind', async () => {
    await openBoard([
      order(1, { kitchen_state: 'accepted', payment: { method: 'card', state: 'captured' } }),
      order(2, { kitchen_state: 'refused', payment: { method: 'card', state: 'released' } }),
      order(3, { kitchen_state: 'cancelled', payment: { method: 'card', state: 'refunded' } }),
      order(4),
    ]);
    const payment = (id: number) => screen.getByRole('article', { name: `Commande n° ${id}` });
    expect(payment(1)).toHaveTextContent('Carte débitée');
    expect(payment(2)).toHaveTextContent('Carte non débitée');
    expect(payment(3)).toHaveTextContent('Carte remboursée');
    expect(payment(4)).toHaveTextContent('Espèces');
  });
});

describe('the moves', () => {
  it('accepts for 20 minutes with the staff token, and the order moves to « En cours »', async () => {
    const accepted = order(1, { kitchen_state: 'accepted', ready_at: '2025-06-11T10:20:00.000Z' });
    const { calls, user } = await openBoard([order(1)], {
      'POST /v2/staff/orders/1/accept': () => orderAnswer(accepted),
    });
    await user.click(screen.getByRole('button', { name: 'Accepter, prête dans 20 minutes' }));
    await waitFor(() => expect(numbersIn('En cours')).toEqual(['Commande n° 1']));
    expect(moves(calls)).toEqual([
      { call: 'POST /v2/staff/orders/1/accept', body: { ready_in_minutes: 20 }, token: TOKEN },
    ]);
    expect(screen.getByText('Prête vers 12:20')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Cuisine — Comptoir'));
  });

  it('accepts a scheduled order for its slot, with one button', async () => {
    const { calls, user } = await openBoard([order(1, { slot: '2025-06-11T18:30:00.000Z' })], {
      'POST /v2/staff/orders/1/accept': () =>
        orderAnswer(order(1, { kitchen_state: 'accepted', slot: '2025-06-11T18:30:00.000Z' })),
    });
    expect(screen.queryByRole('button', { name: /prête dans/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accepter pour 20:30' }));
    await waitFor(() => expect(moves(calls)).toHaveLength(1));
    expect(moves(calls)[0]).toEqual({
      call: 'POST /v2/staff/orders/1/accept',
      body: {},
      token: TOKEN,
    });
  });

  it('names the day of a slot that is not today’s', async () => {
    await openBoard([order(1, { slot: '2025-06-12T18:30:00.000Z' })]);
    const card = screen.getByRole('article', { name: 'Commande n° 1' });
    expect(card).toHaveTextContent('Pour jeu. 12 juin à 20:30');
    expect(
      within(card).getByRole('button', { name: 'Accepter pour jeu. 12 juin à 20:30' }),
    ).toBeVisible();
  });

  it('reads every time on the clock of the restaurant’s zone', async () => {
    // Réunion is UTC+4: placed 09:55 UTC is 13:55 there; the slot 18:30 UTC on the 12th, 22:30.
    const far = order(1, { slot: '2025-06-12T18:30:00.000Z' });
    await openBoard([], { [DAY]: () => dayAnswer([far], 0, 'Indian/Reunion') });
    const card = await screen.findByRole('article', { name: 'Commande n° 1' });
    expect(card).toHaveTextContent('Passée à 13:55');
    expect(card).toHaveTextContent('Pour jeu. 12 juin à 22:30');
  });

  it('refuses with a reason chosen, or typed, and never without one', async () => {
    const refused = order(1, { kitchen_state: 'refused', reason: 'Article épuisé' });
    const { calls, user } = await openBoard([order(1)], {
      'POST /v2/staff/orders/1/refuse': () => orderAnswer(refused),
    });
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser la commande n° 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la commande' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choisissez ou écrivez un motif.');
    expect(moves(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Autre motif' }));
    await user.type(within(dialog).getByLabelText('Motif (le client le lira)'), 'Four en panne');
    await user.click(within(dialog).getByRole('radio', { name: 'Article épuisé' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la commande' }));
    await waitFor(() => expect(numbersIn('Terminées')).toEqual(['Commande n° 1']));
    expect(moves(calls)).toEqual([
      { call: 'POST /v2/staff/orders/1/refuse', body: { reason: 'Article épuisé' }, token: TOKEN },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('delays, marks ready, hands over and cancels with a typed reason', async () => {
    const pickup = order(3, { kitchen_state: 'accepted', ready_at: '2025-06-11T10:20:00.000Z' });
    const delivery = order(4, { kitchen_state: 'accepted', mode: 'delivery', address: 'Ici' });
    const { calls, user } = await openBoard(
      [pickup, delivery, order(5, { kitchen_state: 'ready' })],
      {
        'POST /v2/staff/orders/3/delay': () => orderAnswer({ ...pickup, kitchen_state: 'delayed' }),
        'POST /v2/staff/orders/3/ready': () => orderAnswer({ ...pickup, kitchen_state: 'ready' }),
        'POST /v2/staff/orders/4/out-for-delivery': () =>
          orderAnswer({ ...delivery, kitchen_state: 'out_for_delivery' }),
        'POST /v2/staff/orders/5/handed-over': () =>
          orderAnswer(order(5, { kitchen_state: 'handed_over' })),
        'POST /v2/staff/orders/4/cancel': () =>
          orderAnswer({ ...delivery, kitchen_state: 'cancelled' }),
      },
    );
    const card = (id: number) => screen.getByRole('article', { name: `Commande n° ${id}` });
    expect(within(card(4)).queryByRole('button', { name: 'Prête' })).toBeNull();
    expect(within(card(3)).queryByRole('button', { name: 'Partie en livraison' })).toBeNull();
    await user.click(within(card(3)).getByRole('button', { name: 'Retarder de 10 minutes' }));
    await waitFor(() => expect(card(3)).toHaveTextContent('Retardée'));
    await user.click(within(card(3)).getByRole('button', { name: 'Prête' }));
    await waitFor(() => expect(numbersIn('Prêtes')).toEqual(['Commande n° 5', 'Commande n° 3']));
    await user.click(within(card(4)).getByRole('button', { name: 'Partie en livraison' }));
    await user.click(within(card(5)).getByRole('button', { name: 'Remise' }));
    await user.click(within(card(4)).getByRole('button', { name: 'Annuler' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler la commande n° 4' });
    await user.click(within(dialog).getByRole('radio', { name: 'Autre motif' }));
    await user.type(
      within(dialog).getByLabelText('Motif (le client le lira)'),
      '  Livreur malade ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() => expect(numbersIn('Terminées')).toEqual(['Commande n° 5', 'Commande n° 4']));
    expect(moves(calls).map(({ call, body }) => [call, body])).toEqual([
      ['POST /v2/staff/orders/3/delay', { minutes: 10 }],
      ['POST /v2/staff/orders/3/ready', {}],
      ['POST /v2/staff/orders/4/out-for-delivery', {}],
      ['POST /v2/staff/orders/5/handed-over', {}],
      ['POST /v2/staff/orders/4/cancel', { reason: 'Livreur malade' }],
    ]);
  });

  it('says in French that another tablet was first, and reads the day again', async () => {
    // Another tablet accepts it at the moment this one presses « Accepter ».
    let acceptedElsewhere = false;
    const calls = mockKitchenApi({
      [DAY]: () => dayAnswer([order(1, acceptedElsewhere ? { kitchen_state: 'accepted' } : {})]),
      [STREAM]: () => refusedAnswer(404, 'Ressource introuvable.'),
      [ACCEPT]: () => {
        acceptedElsewhere = true;
        return refusedAnswer(409, 'Cette commande a déjà été acceptée.');
      },
    });
    renderKitchen(<KitchenApp />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Accepter, prête dans 15 minutes' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette commande a déjà été acceptée.',
    );
    await waitFor(() => expect(numbersIn('En cours')).toEqual(['Commande n° 1']));
    const made = orderCalls(calls).map((c) => c.call);
    expect(made[0]).toBe(DAY);
    expect(made.slice(made.indexOf(ACCEPT))).toEqual([ACCEPT, DAY]);
    expect(screen.getByRole('status')).toHaveTextContent('Mise à jour toutes les 3 secondes');
    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prints one ticket, in the page only while it prints', async () => {
    const { user } = await openBoard([order(1), order(2)]);
    let printed = '';
    vi.mocked(window.print).mockImplementation(() => {
      printed = document.querySelector('.kitchen-ticket')?.textContent ?? '';
    });
    await user.click(
      screen.getByRole('button', { name: 'Imprimer le ticket de la commande n° 2' }),
    );
    expect(printed).toContain('Commande n° 2');
    expect(printed).toContain('2 × Poulet rôti');
    expect(printed).toContain('Total : 24,50\u00a0€');
    expect(printed).toContain('Espèces');
    expect(document.querySelector('.kitchen-ticket')).toBeNull();
  });
});

describe('new orders', () => {
  class FakeAudio {
    static started = 0;
    currentTime = 0;
    destination = {};
    resume = async () => {};
    createGain = () => ({
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (next: unknown) => next,
    });
    createOscillator = () => ({
      type: 'sine',
      frequency: { setValueAtTime() {} },
      connect: (next: unknown) => next,
      start: () => {
        FakeAudio.started += 1;
      },
      stop() {},
    });
  }

  it('sounds once the board was tapped, vibrates and announces them', async () => {
    vi.stubGlobal('AudioContext', FakeAudio);
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    let orders = [order(1)];
    mockKitchenApi({
      [DAY]: () => dayAnswer(orders),
      [STREAM]: () => refusedAnswer(404, 'Ressource introuvable.'),
    });
    renderKitchen(<KitchenApp />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Touchez pour activer le son' }));
    expect(screen.getByText('Son activé')).toBeVisible();
    expect(FakeAudio.started).toBe(0);
    orders = [order(1), order(7), order(8)];
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(document.title).toBe('(3) Cuisine — Comptoir'));
    expect(screen.getByText('2 nouvelles commandes : n° 7, n° 8')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
    expect(FakeAudio.started).toBe(2);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('follows the stream from the day’s last event id, and shows it live', async () => {
    const encoder = new TextEncoder();
    const event = `id: 5\nevent: order\ndata: ${JSON.stringify(order(10))}\n\n`;
    const calls = mockKitchenApi({
      [DAY]: () => dayAnswer([order(1)], 4),
      'GET /v2/staff/stream?last_event_id=4': () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(encoder.encode(`retry: 2000\n\n${event}`));
            },
          }),
        ),
    });
    renderKitchen(<KitchenApp />);
    await waitFor(() =>
      expect(numbersIn('À accepter')).toEqual(['Commande n° 1', 'Commande n° 10']),
    );
    expect(screen.getByRole('status')).toHaveTextContent('En direct');
    expect(calls.find((c) => c.call.includes('stream'))?.token).toBe(TOKEN);
  });
});

describe('the session', () => {
  it('signs in, keeps the token in this tab and reads the day with it', async () => {
    window.sessionStorage.clear();
    const calls = mockKitchenApi({
      'POST /v2/staff/login': (init) =>
        JSON.parse(String(init?.body)).password === 'bon mot de passe'
          ? Response.json({
              status: 'success',
              token: TOKEN,
              expires_at: '2025-07-11T10:00:00.000Z',
            })
          : refusedAnswer(401, 'E-mail ou mot de passe incorrect.'),
      [DAY]: () => dayAnswer([]),
    });
    renderKitchen(<KitchenApp />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'cuisine@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect.');
    await user.clear(screen.getByLabelText('Mot de passe'));
    await user.type(screen.getByLabelText('Mot de passe'), 'bon mot de passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('region', { name: /^À accepter/ });
    expect(window.sessionStorage.getItem(KITCHEN_SESSION_KEY)).toBe(TOKEN);
    expect(orderCalls(calls).at(-1)).toEqual({ call: DAY, token: TOKEN });
    expect(screen.getAllByText('Aucune commande')).toHaveLength(4);
  });

  it('goes back to the sign-in when the session has ended', async () => {
    mockKitchenApi({});
    renderKitchen(<KitchenApp />);
    expect(await screen.findByText('Votre session a pris fin : reconnectez-vous.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cuisine — connexion' })).toBeVisible();
    expect(window.sessionStorage.getItem(KITCHEN_SESSION_KEY)).toBeNull();
  });

  it('signs out: the session ends at the API and leaves the tab', async () => {
    const { calls, user } = await openBoard([], {
      'POST /v2/staff/logout': () =>
        Response.json({ status: 'success', message: 'Vous êtes déconnecté.' }),
    });
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await screen.findByRole('heading', { name: 'Cuisine — connexion' });
    expect(moves(calls)).toEqual([{ call: 'POST /v2/staff/logout', token: TOKEN }]);
    expect(window.sessionStorage.getItem(KITCHEN_SESSION_KEY)).toBeNull();
    expect(screen.queryByText('Votre session a pris fin : reconnectez-vous.')).toBeNull();
  });
});
