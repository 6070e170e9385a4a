/**
 * The service's switches on the kitchen board (components/kitchen/service-*.tsx,
 * docs/product.md#running-the-day): the bar says what is in force, each switch is sent with the
 * staff token and its body, the answer is shown at once, refusals in the API's words, a lost
 * session back to the sign-in, and the ready times offered move by the busy delay.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitchenApp } from '@/components/kitchen/kitchen-app';
import { KITCHEN_SESSION_KEY } from '@/lib/kitchen/session';
import type { Switches } from '@/lib/kitchen/switches';
import {
  type Call,
  NOON,
  TOKEN,
  dayAnswer,
  mockKitchenApi,
  order,
  polyfillDialog,
  refusedAnswer,
  renderKitchen,
} from './kitchen-fixtures';

const SWITCHES = 'GET /v2/staff/switches';
const BY = { set_by: 'staff:3', set_at: '2025-06-11T09:42:00.000Z' };
const NONE: Switches = { pause: null, delay: null, sold_out: [], closures: [], special_hours: [] };
const answer = (switches: Partial<Switches>) =>
  Response.json({ status: 'success', ...NONE, ...switches });

const MENUS = {
  status: 'success',
  payload: [
    {
      categories: [
        {
          category_name: 'Burgers',
          items: [
            {
              item_id: 7,
              item_name: 'Crispy Classic',
              options: [{ name: 'Sauce', option_options: [{ id: 30, name: 'Ketchup' }] }],
            },
            { item_id: 8, item_name: 'Éclair', options: [] },
          ],
        },
      ],
    },
  ],
};

// Each test walks a few dialogs: room for a machine busy with other suites.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  polyfillDialog();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOON);
  window.sessionStorage.setItem(KITCHEN_SESSION_KEY, TOKEN);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

async function openBoard(switches: Partial<Switches>, handlers = {}) {
  const calls = mockKitchenApi({
    'GET /v2/staff/orders': () => dayAnswer([order(1)]),
    [SWITCHES]: () => answer(switches),
    'GET /v2/public/menus': () => Response.json(MENUS),
    ...handlers,
  });
  renderKitchen(<KitchenApp />);
  await screen.findByRole('region', { name: /^À accepter/ });
  return { calls, user: userEvent.setup() };
}

const bar = () => screen.getByRole('region', { name: 'État du service' });
const changes = (calls: Call[]) =>
  calls.filter((c) => c.call.includes('/switches') && !c.call.startsWith('GET'));

async function openService(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(bar()).getByRole('button', { name: /^Service/ }));
  return screen.getByRole('dialog', { name: 'Service' });
}

describe('the service bar', () => {
  it('says what is in force: pause, delay, sold out, the next closure', async () => {
    await openBoard({
      // Noon in Paris: paused until 12:15, 20 more minutes until 13:00.
      pause: { since: '2025-06-11T09:55:00.000Z', until: '2025-06-11T10:15:00.000Z', ...BY },
      delay: { minutes: 20, until: '2025-06-11T11:00:00.000Z', ...BY },
      sold_out: [
        { kind: 'item', id: 7, name: 'Crispy Classic', until: null, ...BY },
        { kind: 'option', id: 30, name: 'Ketchup', until: '2025-06-11T16:00:00.000Z', ...BY },
      ],
      closures: [{ from: '2025-06-20', to: '2025-07-02', message: 'Congés', ...BY }],
    });
    await waitFor(() =>
      expect(
        within(bar())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        // Times on one line: no-break spaces.
        'Commandes en pause jusqu’à 12\u00a0h\u00a015',
        '+20 min jusqu’à 13\u00a0h',
        '2 épuisés',
        'Fermé du 20 juin au 2 juillet',
      ]),
    );
    // The ready times offered move by the delay: 10 + 20, 15 + 20, …
    const accept = screen.getByRole('group', { name: /^Accepter, prête dans/ });
    expect(
      within(accept).getByText('Accepter, prête dans (délai +20 min compris) :'),
    ).toBeVisible();
    expect(
      within(accept)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['30 min', '35 min', '40 min', '50 min', '65 min']);
  });

  it('says orders are open, and the pause ends by itself at its time', async () => {
    await openBoard({
      pause: { since: '2025-06-11T09:55:00.000Z', until: '2025-06-11T10:00:02.000Z', ...BY },
    });
    await waitFor(() =>
      expect(within(bar()).getAllByRole('listitem')[0]).toHaveTextContent(
        'Commandes en pause jusqu’à 12 h',
      ),
    );
    vi.advanceTimersByTime(3_000);
    await waitFor(() =>
      expect(within(bar()).getAllByRole('listitem')[0]).toHaveTextContent('Commandes ouvertes'),
    );
    expect(within(bar()).getByText('Rien d’épuisé')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accepter, prête dans 10 minutes' })).toBeVisible();
  });

  it('reopens in one tap from the bar', async () => {
    const { calls, user } = await openBoard(
      { pause: { since: '2025-06-11T09:55:00.000Z', until: null, ...BY } },
      { 'DELETE /v2/staff/switches/pause': () => answer({}) },
    );
    await user.click(await screen.findByRole('button', { name: 'Reprendre les commandes' }));
    expect(changes(calls)).toEqual([{ call: 'DELETE /v2/staff/switches/pause', token: TOKEN }]);
    await waitFor(() => expect(bar()).toHaveTextContent('Commandes ouvertes'));
    expect(screen.getByText('Commandes reprises.')).toHaveAttribute('role', 'status');
  });
});

describe('pause and delay', () => {
  it('pauses for 30 minutes in two taps and shows who did it', async () => {
    const { calls, user } = await openBoard(
      {},
      {
        'POST /v2/staff/switches/pause': () =>
          answer({
            pause: {
              since: '2025-06-11T10:00:00.000Z',
              until: '2025-06-11T10:30:00.000Z',
              set_by: 'staff:3',
              set_at: '2025-06-11T10:00:00.000Z',
            },
          }),
      },
    );
    const dialog = await openService(user);
    expect(within(dialog).getByRole('tab', { name: 'Pause et délai' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pause de 30 minutes' }));
    expect(changes(calls)).toEqual([
      { call: 'POST /v2/staff/switches/pause', body: { minutes: 30 }, token: TOKEN },
    ]);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Commandes en pause.');
    expect(within(dialog).getByText(/^Commandes en pause jusqu’à 12 h 30/)).toHaveTextContent(
      'Commandes en pause jusqu’à 12 h 30 par le compte n° 3 à 12 h',
    );
    expect(bar()).toHaveTextContent('Commandes en pause jusqu’à 12 h 30');
  });

  it('pauses until reopened', async () => {
    const { calls, user } = await openBoard(
      {},
      {
        'POST /v2/staff/switches/pause': () =>
          answer({ pause: { since: '2025-06-11T10:00:00.000Z', until: null, ...BY } }),
      },
    );
    const dialog = await openService(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pause jusqu’à réouverture' }));
    expect(changes(calls)[0].body).toEqual({ minutes: null });
    await waitFor(() => expect(bar()).toHaveTextContent('Commandes en pause jusqu’à réouverture'));
  });

  it('adds 20 minutes for 2 hours, then takes the delay off', async () => {
    const delay = { minutes: 20, until: '2025-06-11T12:00:00.000Z', ...BY };
    const { calls, user } = await openBoard(
      {},
      {
        'POST /v2/staff/switches/delay': () => answer({ delay }),
        'DELETE /v2/staff/switches/delay': () => answer({}),
      },
    );
    const dialog = await openService(user);
    const during = within(dialog).getByRole('group', { name: 'Pendant' });
    expect(within(during).getByRole('button', { name: '1 h' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(during).getByRole('button', { name: '2 h' }));
    expect(within(during).getByRole('button', { name: '2 h' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter 20 minutes' }));
    expect(changes(calls)[0]).toEqual({
      call: 'POST /v2/staff/switches/delay',
      body: { minutes: 20, for_minutes: 120 },
      token: TOKEN,
    });
    expect(await within(dialog).findByText(/^\+20 min jusqu’à 14 h/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer le délai' }));
    expect(changes(calls)[1].call).toBe('DELETE /v2/staff/switches/delay');
    expect(await within(dialog).findByText('Pas de délai supplémentaire')).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Délai retiré.');
  });

  it('shows the API’s refusal in its words', async () => {
    const { user } = await openBoard(
      {},
      {
        'POST /v2/staff/switches/pause': () =>
          refusedAnswer(400, 'Requête invalide : minutes attendues 15, 30 ou 60.'),
      },
    );
    const dialog = await openService(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pause de 15 minutes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Requête invalide : minutes attendues 15, 30 ou 60.',
    );
  });

  it('goes back to the sign-in when the session has ended', async () => {
    const { user } = await openBoard(
      {},
      {
        'POST /v2/staff/switches/pause': () => refusedAnswer(404, 'Ressource introuvable.'),
      },
    );
    const dialog = await openService(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pause de 60 minutes' }));
    expect(await screen.findByText('Votre session a pris fin : reconnectez-vous.')).toBeVisible();
    expect(window.sessionStorage.getItem(KITCHEN_SESSION_KEY)).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = await openBoard({});
    const dialog = await openService(user);
    within(dialog).getByRole('tab', { name: 'Pause et délai' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Épuisés' })).toHaveFocus();
    expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('Épuisés');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: 'Fermetures et horaires' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(dialog).getByRole('tab', { name: 'Pause et délai' })).toHaveFocus();
  });
});

describe('sold out', () => {
  it('marks a dish sold out from the searched menu, and puts it back', async () => {
    const soldOut = {
      kind: 'item' as const,
      id: 8,
      name: 'Éclair',
      until: '2025-06-11T16:00:00.000Z',
      ...BY,
    };
    const { calls, user } = await openBoard(
      {},
      {
        'POST /v2/staff/switches/sold-out': () => answer({ sold_out: [soldOut] }),
        'DELETE /v2/staff/switches/sold-out/item/8': () => answer({}),
      },
    );
    const dialog = await openService(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Épuisés' }));
    expect(within(dialog).getByText('Rien n’est épuisé.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Rechercher un plat ou un choix'), 'eclair');
    const toggles = await within(dialog).findAllByRole('button', { name: /^Épuisé : / });
    expect(toggles.map((button) => button.getAttribute('aria-label'))).toEqual(['Épuisé : Éclair']);
    await user.click(toggles[0]);
    expect(changes(calls)).toEqual([
      {
        call: 'POST /v2/staff/switches/sold-out',
        body: { kind: 'item', id: 8, until: 'next_opening' },
        token: TOKEN,
      },
    ]);
    // Back at the next opening, 18:00 in Paris.
    const now = within(dialog).getByRole('region', { name: 'Épuisés en ce moment' });
    expect(await within(now).findByText('Éclair')).toBeVisible();
    expect(now).toHaveTextContent('jusqu’à 18 h par le compte n° 3 à 11 h 42');
    expect(within(dialog).getByRole('button', { name: 'Épuisé : Éclair' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bar()).toHaveTextContent('1 épuisé');

    await user.click(within(now).getByRole('button', { name: 'Remettre en vente : Éclair' }));
    expect(changes(calls)[1]).toEqual({
      call: 'DELETE /v2/staff/switches/sold-out/item/8',
      token: TOKEN,
    });
    expect(await within(dialog).findByText('Rien n’est épuisé.')).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Remis en vente.');
  });

  it('marks a choice sold out until put back by hand', async () => {
    const { calls, user } = await openBoard(
      {},
      {
        'POST /v2/staff/switches/sold-out': () =>
          answer({ sold_out: [{ kind: 'option', id: 30, name: 'Ketchup', until: null, ...BY }] }),
      },
    );
    const dialog = await openService(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Épuisés' }));
    await user.click(within(dialog).getByRole('button', { name: 'remise en vente à la main' }));
    expect(await within(dialog).findByText('Choix · Sauce')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Épuisé : Ketchup' }));
    expect(changes(calls)[0].body).toEqual({ kind: 'option', id: 30, until: 'switched_back' });
    expect(await within(dialog).findByText(/^jusqu’à remise en vente/)).toBeVisible();
  });

  it('says when nothing matches and when the menu cannot be read', async () => {
    const { user } = await openBoard(
      {},
      { 'GET /v2/public/menus': () => refusedAnswer(503, 'Indisponible.') },
    );
    const dialog = await openService(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Épuisés' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La carte n’a pas pu être chargée.',
    );
  });
});

describe('closures and special hours', () => {
  it('adds a closure with its message written from the dates, and removes one', async () => {
    const closure = {
      from: '2025-08-03',
      to: '2025-08-17',
      message: 'Fermé pour congés du 3 au 17 août',
      ...BY,
    };
    const { calls, user } = await openBoard(
      {},
      {
        'POST /v2/staff/switches/closures': () => answer({ closures: [closure] }),
        'DELETE /v2/staff/switches/closures/2025-08-03': () => answer({}),
      },
    );
    const dialog = await openService(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Fermetures et horaires' }));
    const form = within(dialog).getByRole('form', { name: 'Ajouter une fermeture' });
    expect(within(form).getByLabelText('Du')).toHaveAttribute('min', '2025-06-11');
    await user.type(within(form).getByLabelText('Du'), '2025-08-03');
    await user.clear(within(form).getByLabelText('Au'));
    await user.type(within(form).getByLabelText('Au'), '2025-08-17');
    expect(within(form).getByLabelText('Message affiché aux clients')).toHaveValue(
      'Fermé pour congés du 3 au 17 août',
    );
    await user.click(within(form).getByRole('button', { name: 'Ajouter la fermeture' }));
    expect(changes(calls)[0]).toEqual({
      call: 'POST /v2/staff/switches/closures',
      body: { from: '2025-08-03', to: '2025-08-17', message: 'Fermé pour congés du 3 au 17 août' },
      token: TOKEN,
    });
    expect(await within(dialog).findByText('Fermé du 3 au 17 août')).toBeVisible();
    expect(within(form).getByLabelText('Du')).toHaveValue('');
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Supprimer la fermeture : Fermé du 3 au 17 août',
      }),
    );
    expect(changes(calls)[1].call).toBe('DELETE /v2/staff/switches/closures/2025-08-03');
    expect(await within(dialog).findByText('Aucune fermeture prévue.')).toBeVisible();
  });

  it('keeps the message the kitchen typed, and shows a refusal', async () => {
    const { calls, user } = await openBoard(
      {},
      {
        'POST /v2/staff/switches/closures': () => refusedAnswer(422, 'Cette date est déjà passée.'),
      },
    );
    const dialog = await openService(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Fermetures et horaires' }));
    const form = within(dialog).getByRole('form', { name: 'Ajouter une fermeture' });
    await user.type(within(form).getByLabelText('Du'), '2025-12-25');
    const message = within(form).getByLabelText('Message affiché aux clients');
    expect(message).toHaveValue('Fermé le 25 décembre');
    await user.clear(message);
    await user.type(message, 'Joyeux Noël !');
    await user.click(within(form).getByRole('button', { name: 'Ajouter la fermeture' }));
    expect(changes(calls)[0].body).toEqual({
      from: '2025-12-25',
      to: '2025-12-25',
      message: 'Joyeux Noël !',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette date est déjà passée.',
    );
    // Refused: what was typed stays.
    expect(message).toHaveValue('Joyeux Noël !');
  });

  it('sets a day’s special hours, or closes it, and removes them', async () => {
    const { calls, user } = await openBoard(
      {
        special_hours: [{ date: '2025-12-31', times: [], ...BY }],
      },
      {
        'PUT /v2/staff/switches/special-hours/2025-12-24': () =>
          answer({
            special_hours: [
              {
                date: '2025-12-24',
                times: [
                  ['11:30', '14:00'],
                  ['18:00', '22:00'],
                ],
                ...BY,
              },
              { date: '2025-12-31', times: [], ...BY },
            ],
          }),
        'DELETE /v2/staff/switches/special-hours/2025-12-31': () => answer({}),
      },
    );
    const dialog = await openService(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Fermetures et horaires' }));
    expect(await within(dialog).findByText('mercredi 31 décembre')).toBeVisible();
    expect(within(dialog).getByText('fermé toute la journée')).toBeVisible();
    const form = within(dialog).getByRole('form', { name: 'Horaires d’un jour' });
    await user.type(within(form).getByLabelText('Date'), '2025-12-24');
    await user.clear(within(form).getByLabelText('Ouverture 1'));
    await user.type(within(form).getByLabelText('Ouverture 1'), '11:30');
    await user.click(within(form).getByRole('button', { name: 'Ajouter une plage' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(changes(calls)[0]).toEqual({
      call: 'PUT /v2/staff/switches/special-hours/2025-12-24',
      body: {
        times: [
          ['11:30', '14:00'],
          ['18:00', '22:00'],
        ],
      },
      token: TOKEN,
    });
    expect(await within(dialog).findByText('11 h 30 – 14 h, 18 h – 22 h')).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Supprimer les horaires du mercredi 31 décembre',
      }),
    );
    expect(changes(calls)[1].call).toBe('DELETE /v2/staff/switches/special-hours/2025-12-31');
    await waitFor(() =>
      expect(within(dialog).queryByText('mercredi 31 décembre')).not.toBeInTheDocument(),
    );
  });
});
