import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { SuccessView } from '@/components/checkout/success-view';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore } from '@/stores/checkout';
import { useLocationStore } from '@/stores/location';
import {
  address,
  mockApi,
  polyfillDialog,
  renderWithMessages,
  resetStores,
  seededMenus,
  seedLine,
  CAMILLE,
  loadCheckoutScripts,
} from './cart-fixtures';
import { nav, resetNavigation } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

// Ordering ahead at the checkout's time step (docs/product.md#ordering-ahead), with the demo
// restaurant's real hours and slots: La Carte 11:00–14:30 and 18:00–23:00 every day (to midnight
// on Friday and Saturday), its pickup slots every 15 minutes from 11:15, the first one of the
// day dropped, 15 minutes' lead; the lunch formulas on weekdays only. June 2025 in Paris is UTC+2.

const CRISPY = 1;
const FORMULA = 45;
const THURSDAY_8AM = new Date('2025-06-12T08:00:00+02:00');
const THURSDAY_1058 = new Date('2025-06-12T10:58:00+02:00');
const SATURDAY_8AM = new Date('2025-06-14T08:00:00+02:00');
const SUNDAY_2330 = new Date('2025-06-15T23:30:00+02:00');
const WEDNESDAY_NOON = new Date('2025-06-11T12:00:00+02:00');
const SLOTS_URL = 'GET /v2/public/checkout/slots?mode=pickup';
const SLOTS_URL_DELIVERY = 'GET /v2/public/checkout/slots?mode=delivery';

const fullAnswer = (full: string[]) => () =>
  Response.json({ status: 'success', payload: { full } });

function openTimeStep() {
  resetNavigation({ tab: 'delivery' });
  const user = userEvent.setup();
  renderWithMessages(<CheckoutFlow />);
  return user;
}

const slotSelect = () => screen.getByRole('combobox', { name: 'Créneau' });
const daySelect = () => screen.getByRole('combobox', { name: 'Jour' });

/** The clock moves on by `minutes`: useMinute's interval fires and the step renders again. */
const minutesPass = (minutes: number) =>
  act(() => {
    vi.advanceTimersByTime(minutes * 60_000);
  });

beforeAll(polyfillDialog);
beforeAll(loadCheckoutScripts);
beforeEach(() => {
  // The clock moves only when a test says so (useMinute ticks on setInterval); the fake clock
  // still follows real time, so that Testing Library's waitFor keeps polling.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  vi.setSystemTime(THURSDAY_8AM);
  // A tab change reaches the URL, as Next's router does.
  nav.router.push.mockImplementation((url: string) => {
    nav.params = new URLSearchParams(url.split('?')[1]);
  });
  resetStores();
  useCatalogueStore.getState().seed({ menus: seededMenus() });
  useCheckoutStore.setState({
    ...useCheckoutStore.getInitialState(),
    personal: CAMILLE,
    tab: 'delivery',
  });
  useCartStore.setState({ lines: [seedLine(CRISPY, 2)] });
  mockApi({ [SLOTS_URL]: fullAnswer([]) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the time step while every menu of the cart is closed', () => {
  it('offers slots only, the first one of the day chosen (08:00: 11:30 – 11:45)', async () => {
    openTimeStep();
    // 11:15 – 11:30 is the day's first slot, dropped by the settings.
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45'));
    expect(daySelect()).toHaveDisplayValue('Aujourd’hui');
    expect(screen.queryByRole('radio', { name: 'Dès que possible' })).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-closed')).toHaveTextContent(
      'Nous sommes fermés pour le moment : choisissez quand retirer votre commande.',
    );
    expect(useCheckoutStore.getState()).toMatchObject({
      scheduleForced: true,
      delivery: {
        is_scheduled: true,
        delivery_date: '2025-06-12',
        delivery_time_range: '11:30-11:45',
      },
    });
  });

  it('after closing, chooses tomorrow and says today has no slot left', async () => {
    vi.setSystemTime(SUNDAY_2330); // La Carte closes at 23:00 on Sunday
    openTimeStep();
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45'));
    expect(daySelect()).toHaveDisplayValue('Demain');
    expect(
      within(daySelect()).getByRole('option', { name: 'Aujourd’hui — aucun créneau' }),
    ).toBeInTheDocument();
    expect(useCheckoutStore.getState().delivery.delivery_date).toBe('2025-06-16');
  });

  it('preselects for delivery from its own slots (30 minutes, first dropped: 12:00 – 12:30)', async () => {
    vi.setSystemTime(SUNDAY_2330);
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    useCheckoutStore.getState().setDelivery({
      address: '5 Rue Félix Poulat',
      city: 'Grenoble',
      postal_code: '38000',
    });
    mockApi({ [SLOTS_URL_DELIVERY]: fullAnswer([]) });
    openTimeStep();
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('12:00 – 12:30'));
    expect(daySelect()).toHaveDisplayValue('Demain');
    expect(screen.getByTestId('delivery-closed')).toHaveTextContent(
      'Nous sommes fermés pour le moment : choisissez quand vous faire livrer.',
    );
  });

  it('skips the days an item of the cart is not served: a lunch formula waits for Monday', async () => {
    vi.setSystemTime(SATURDAY_8AM);
    useCartStore.setState({ lines: [seedLine(CRISPY), seedLine(FORMULA)] });
    openTimeStep();
    // La Carte has slots this weekend, the formulas (weekdays, lunch) none before Monday.
    await waitFor(() => expect(daySelect()).toHaveDisplayValue('lundi 16 juin'));
    expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45');
  });

  it('keeps a slot the diner chose, even when it is not the first', async () => {
    useCheckoutStore.getState().setDelivery({
      is_scheduled: true,
      delivery_date: '2025-06-13',
      delivery_time_range: '19:00-19:15',
    });
    openTimeStep();
    await screen.findByRole('combobox', { name: 'Créneau' });
    expect(daySelect()).toHaveDisplayValue('Demain');
    expect(slotSelect()).toHaveDisplayValue('19:00 – 19:15');
    expect(useCheckoutStore.getState().scheduleForced).toBe(false);
  });

  it('replaces a slot of the diner that has gone by, with nothing left that day, by the first of all', async () => {
    vi.setSystemTime(new Date('2025-06-12T23:30:00+02:00')); // La Carte closed at 23:00
    useCheckoutStore.getState().setDelivery({
      is_scheduled: true,
      delivery_date: '2025-06-12',
      delivery_time_range: '22:30-22:45',
    });
    openTimeStep();
    await waitFor(() => expect(daySelect()).toHaveDisplayValue('Demain'));
    expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45');
    expect(useCheckoutStore.getState().scheduleForced).toBe(true);
  });

  it('keeps a day the diner picked even when it has no slot for the cart', async () => {
    vi.setSystemTime(SATURDAY_8AM);
    useCartStore.setState({ lines: [seedLine(FORMULA)] }); // weekdays only
    const user = openTimeStep();
    await waitFor(() => expect(daySelect()).toHaveDisplayValue('lundi 16 juin'));
    await user.selectOptions(daySelect(), '2025-06-15');
    expect(daySelect()).toHaveDisplayValue('Demain — aucun créneau');
    expect(slotSelect()).toHaveDisplayValue('Choisir un créneau');
    expect(screen.getByText('Aucun créneau ce jour-là : choisissez un autre jour.')).toBeVisible();
  });

  it('shows a full slot "(complet)", not to be chosen, and preselects the next one', async () => {
    // 11:30 in Paris is 09:30 UTC.
    const fetchMock = mockApi({ [SLOTS_URL]: fullAnswer(['2025-06-12T09:30:00.000Z']) });
    openTimeStep();
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:45 – 12:00'));
    const full = within(slotSelect()).getByRole('option', { name: '11:30 – 11:45 (complet)' });
    expect(full).toBeDisabled();
    // Never chosen, so nothing was replaced: no word of it.
    expect(screen.queryByText(/est complet :/)).not.toBeInTheDocument();
    expect(within(slotSelect()).getByRole('option', { name: '11:45 – 12:00' })).toBeEnabled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/v2/public/checkout/slots?mode=pickup',
    );
  });

  it('says a day is full and preselects the next day', async () => {
    vi.setSystemTime(new Date('2025-06-12T14:40:00+02:00')); // closed until 18:00
    // Today's pickup slots left are 18:15, 18:30 … 22:30 in Paris (16:15 … 20:30 UTC): all full.
    const full = Array.from({ length: 18 }, (_, i) =>
      new Date(Date.UTC(2025, 5, 12, 16, 15 + 15 * i)).toISOString(),
    );
    mockApi({ [SLOTS_URL]: fullAnswer(full) });
    openTimeStep();
    await waitFor(() => expect(daySelect()).toHaveDisplayValue('Demain'));
    expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45');
    expect(
      within(daySelect()).getByRole('option', { name: 'Aujourd’hui — complet' }),
    ).toBeInTheDocument();
  });

  it('knows nothing full when the call fails, and still preselects', async () => {
    mockApi({});
    openTimeStep();
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45'));
  });

  it('waits for the full slots before preselecting, 3 seconds at most', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    vi.setSystemTime(THURSDAY_8AM);
    mockApi({ [SLOTS_URL]: () => new Promise<Response>(() => {}) }); // no answer, ever
    openTimeStep();
    await screen.findByTestId('delivery-closed');
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(useCheckoutStore.getState().delivery.delivery_time_range).toBe('');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45'));
  });

  it('asks again for the full slots when the diner changes the date, and keeps that date', async () => {
    // Friday 11:30 (09:30 UTC) is full.
    const fetchMock = mockApi({ [SLOTS_URL]: fullAnswer(['2025-06-13T09:30:00.000Z']) });
    const user = openTimeStep();
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45'));
    const before = fetchMock.mock.calls.length;
    await user.selectOptions(daySelect(), '2025-06-13');
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(before + 1));
    // The day is the diner's choice: its first free slot is offered, never another day's.
    expect(daySelect()).toHaveDisplayValue('Demain');
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:45 – 12:00'));
    expect(useCheckoutStore.getState()).toMatchObject({
      scheduleForced: false,
      delivery: { delivery_date: '2025-06-13', delivery_time_range: '11:45-12:00' },
    });
  });
});

describe('when the restaurant opens', () => {
  it('switches a forced slot back to "as soon as possible"', async () => {
    vi.setSystemTime(THURSDAY_1058);
    openTimeStep();
    // 10:58 + 15 minutes' lead = 11:13: 11:15 – 11:30 would do, but it is dropped.
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45'));
    minutesPass(2); // 11:00, La Carte opens
    expect(await screen.findByRole('radio', { name: 'Dès que possible' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Programmer' })).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Créneau' })).not.toBeInTheDocument();
    expect(useCheckoutStore.getState()).toMatchObject({
      scheduleForced: false,
      delivery: { is_scheduled: false, delivery_date: '', delivery_time_range: '' },
    });
  });

  it('keeps the slot the diner picked and offers "as soon as possible" again', async () => {
    vi.setSystemTime(THURSDAY_1058);
    const user = openTimeStep();
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45'));
    await user.selectOptions(slotSelect(), '12:00-12:15');
    minutesPass(2);
    const asap = await screen.findByRole('radio', { name: 'Dès que possible' });
    expect(asap).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Programmer' })).toBeChecked();
    expect(slotSelect()).toHaveDisplayValue('12:00 – 12:15');
    expect(useCheckoutStore.getState().delivery).toMatchObject({
      is_scheduled: true,
      delivery_date: '2025-06-12',
      delivery_time_range: '12:00-12:15',
    });
  });
});

describe('placing an order for later', () => {
  const created = () =>
    Response.json({ status: 'success', payload: { order_id: 51, order_key: 'cle-51' } });
  const finalised = () =>
    Response.json({ status: 'success', payload: { order_id: 51, status: 'pending' } });
  const full409 = () =>
    Response.json(
      { status: 'error', data: { message: 'Ce créneau est complet : choisissez-en un autre.' } },
      { status: 409 },
    );

  it('sends the preselected slot and /success names it', async () => {
    const fetchMock = mockApi({
      [SLOTS_URL]: fullAnswer([]),
      'POST /v2/public/checkout/': created,
      'PUT /v2/public/checkout/': finalised,
    });
    const user = openTimeStep();
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45'));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByTestId('checkout-when')).toHaveTextContent(
      'jeudi 12 juin, 11:30 – 11:45',
    );
    await user.click(screen.getByRole('button', { name: /^Commander · / }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/success?order=51'));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body)).customer.date).toEqual({
      delivery_date: '2025-06-12',
      delivery_time_range: '11:30-11:45',
    });

    renderWithMessages(<SuccessView orderId={51} />);
    expect(
      screen.getByText(
        'Votre commande est enregistrée : elle vous attendra au restaurant au créneau choisi.',
      ),
    ).toBeVisible();
    expect(screen.getByText('jeudi 12 juin, 11:30 – 11:45')).toBeVisible();
  });

  /** At the payment step with a slot chosen, "Commander" pressed. */
  async function place(delivery: { delivery_date: string; delivery_time_range: string }) {
    useCheckoutStore.setState({
      tab: 'payment',
      delivery: { ...useCheckoutStore.getState().delivery, is_scheduled: true, ...delivery },
    });
    resetNavigation({ tab: 'payment' });
    const user = userEvent.setup();
    renderWithMessages(<CheckoutFlow />);
    await user.click(await screen.findByRole('button', { name: /^Commander · / }));
  }

  it('a full slot refused by the server: back to the time step with its reason, nothing lost', async () => {
    vi.setSystemTime(WEDNESDAY_NOON); // La Carte is open: the diner chose 13:00 themselves
    const fetchMock = mockApi({
      'POST /v2/public/checkout/': full409,
      // 13:00 in Paris is 11:00 UTC: full now.
      [SLOTS_URL]: fullAnswer(['2025-06-11T11:00:00.000Z']),
    });
    await place({ delivery_date: '2025-06-11', delivery_time_range: '13:00-13:15' });
    const localId = useCheckoutStore.getState().localId;

    expect(await screen.findByTestId('checkout-alert')).toHaveTextContent(
      'Ce créneau est complet : choisissez-en un autre.',
    );
    expect(await screen.findByTestId('checkout-step-delivery')).toBeVisible();
    const full = await within(slotSelect()).findByRole('option', {
      name: '13:00 – 13:15 (complet)',
    });
    expect(full).toBeDisabled();
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('Choisir un créneau'));
    expect(
      screen.getByText('Le créneau 13:00 – 13:15 est complet : choisissez-en un autre.'),
    ).toBeVisible();
    // ASAP is offered (La Carte is open) and the diner's "Programmer" stays.
    expect(screen.getByRole('radio', { name: 'Programmer' })).toBeChecked();
    expect(useCartStore.getState().lines).toEqual([seedLine(CRISPY, 2)]);
    expect(useCheckoutStore.getState()).toMatchObject({ personal: CAMILLE, localId });
    expect(localId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(1);
  });

  it('a full slot while closed: back to the time step, the next slot chosen', async () => {
    mockApi({
      'POST /v2/public/checkout/': full409,
      [SLOTS_URL]: fullAnswer(['2025-06-12T09:30:00.000Z']), // 11:30 in Paris
    });
    useCheckoutStore.setState({ scheduleForced: true });
    await place({ delivery_date: '2025-06-12', delivery_time_range: '11:30-11:45' });
    expect(await screen.findByTestId('checkout-alert')).toHaveTextContent(
      'Ce créneau est complet : choisissez-en un autre.',
    );
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:45 – 12:00'));
    expect(
      within(slotSelect()).getByRole('option', { name: '11:30 – 11:45 (complet)' }),
    ).toBeDisabled();
    expect(
      screen.getByText('Le créneau 11:30 – 11:45 est complet : nous avons choisi le suivant.'),
    ).toBeVisible();
  });

  it('another 409 (a local_id used for another order) stays on payment and drops the local_id', async () => {
    vi.setSystemTime(WEDNESDAY_NOON);
    const replay = 'Cette commande (local_id) a déjà été enregistrée avec un autre contenu.';
    mockApi({
      'POST /v2/public/checkout/': () =>
        Response.json({ status: 'error', data: { message: replay } }, { status: 409 }),
      [SLOTS_URL]: fullAnswer([]),
    });
    await place({ delivery_date: '2025-06-11', delivery_time_range: '13:00-13:15' });
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(replay);
    expect(useCheckoutStore.getState()).toMatchObject({ tab: 'payment', localId: null });
  });

  it('"as soon as possible" saved while the restaurant was open: payment sends the diner back', async () => {
    // The diner chose ASAP at noon; it is 08:00 the next morning when they come back.
    useCheckoutStore.setState({ tab: 'payment' });
    resetNavigation({ tab: 'payment' });
    renderWithMessages(<CheckoutFlow />);
    expect(await screen.findByTestId('checkout-alert')).toHaveTextContent(
      'Nous sommes fermés pour le moment : « Dès que possible » n’est plus proposé, choisissez un créneau.',
    );
    expect(await screen.findByTestId('checkout-step-delivery')).toBeVisible();
    await waitFor(() => expect(slotSelect()).toHaveDisplayValue('11:30 – 11:45'));
  });
});
