import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlForTests } from './intl-for-tests';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationButton } from '@/components/location/location-button';
import { LOCATION_CLOSE_DELAY_MS } from '@/components/location/location-chooser';
import { LocationModal } from '@/components/location/location-modal';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';
import { useUiStore } from '@/stores/ui';
import {
  CARNOT,
  CARNOT_DISTANCE,
  FAR_DISTANCE,
  installDialogPolyfill,
  json,
  mockLocationsApi,
  savedLocation,
  stubGeolocation,
} from './location-fixtures';

const renderModal = () =>
  render(
    <IntlForTests>
      <LocationButton />
      <LocationModal />
    </IntlForTests>,
  );

/** Opens the modal from the header button, then the delivery choice. */
async function openDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Choisir : à emporter ou livraison/ }));
  const dialog = screen.getByRole('dialog', { name: 'À emporter ou en livraison ?' });
  await user.click(within(dialog).getByRole('button', { name: /^Livraison/ }));
  return screen.getByRole('combobox', { name: 'Adresse de livraison' });
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(300));

describe('LocationModal', () => {
  let user: ReturnType<typeof userEvent.setup>;
  let undoGeolocation = () => true;
  beforeAll(installDialogPolyfill);
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    localStorage.clear();
    useLocationStore.setState({
      mode: 'pickup',
      _distance: null,
      zone: null,
      tooFar: false,
      chosen: false,
    });
    useUiStore.setState({ overlay: null });
    useCatalogueStore.getState().seed({ settings: RESTAURANT });
  });
  afterEach(() => {
    undoGeolocation();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks nothing under 3 characters, then searches once typing pauses', async () => {
    const api = mockLocationsApi();
    renderModal();
    const field = await openDelivery(user);
    await user.type(field, 'ca');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Saisissez au moins 3 caractères.')).toBeInTheDocument();

    await user.type(field, 'r');
    await settle();
    expect(api).toHaveBeenCalledTimes(1);
    expect(String(api.mock.calls[0][0])).toBe('/v2/public/locations/?query=car');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);

    await user.clear(field);
    await user.type(field, 'ca');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('stores the picked address for delivery and closes 1 s after the choice', async () => {
    const api = mockLocationsApi();
    renderModal();
    const field = await openDelivery(user);
    await user.type(field, 'carnot');
    await settle();
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0];
    expect(field).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(0));

    const asked = new URL(String(api.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(asked.pathname).toBe('/v2/public/locations/distance');
    expect(asked.searchParams.get('location')).toBe(CARNOT);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Livraison à 35 Rue Lazare Carnot, à 0,9 km',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Frais de livraison : 1,97 €');
    expect(savedLocation()).toMatchObject({
      mode: 'delivery',
      chosen: true,
      _distance: { address: '35 Rue Lazare Carnot' },
    });

    await act(() => vi.advanceTimersByTimeAsync(LOCATION_CLOSE_DELAY_MS - 100));
    expect(useUiStore.getState().overlay).toBe('location');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(useUiStore.getState().overlay).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Livraison · 35 Rue Lazare Carnot/ })).toHaveFocus();
  });

  it('shows the too-far alert and saves nothing', async () => {
    mockLocationsApi({ distance: () => json({ status: 'success', payload: FAR_DISTANCE }) });
    renderModal();
    const field = await openDelivery(user);
    await user.type(field, 'carnot');
    await settle();
    await user.click(screen.getAllByRole('option')[0]);
    await act(() => vi.advanceTimersByTimeAsync(0));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('L’adresse est trop éloignée du restaurant');
    expect(alert).toHaveTextContent('Nous livrons jusqu’à 5 km ; cette adresse est à 14,2 km.');
    expect(useLocationStore.getState().chosen).toBe(false);
    expect(savedLocation()?.chosen ?? false).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_CLOSE_DELAY_MS * 2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the zone’s fee and minimum for zone-based delivery', async () => {
    const delivery = { ...RESTAURANT.features.delivery, calculation_type: 'zone_based' as const };
    useCatalogueStore.getState().seed({ settings: { ...RESTAURANT, features: { delivery } } });
    mockLocationsApi({
      distance: () =>
        json({
          status: 'success',
          payload: {
            ...CARNOT_DISTANCE,
            distance: { ...CARNOT_DISTANCE.distance, delivery_cost: null },
          },
        }),
    });
    renderModal();
    const field = await openDelivery(user);
    await user.type(field, 'carnot');
    await settle();
    await user.click(screen.getAllByRole('option')[0]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Zone Grenoble centre : livraison 2,00 €, minimum de commande 15,00 €',
    );
    expect(savedLocation()).toMatchObject({ zone: { name: 'Grenoble centre' } });
  });

  it('says an unknown address is not found, and saves nothing', async () => {
    mockLocationsApi({
      distance: () => json({ status: 'error', data: { message: 'Adresse introuvable' } }, 404),
    });
    renderModal();
    const field = await openDelivery(user);
    await user.type(field, 'carnot');
    await settle();
    await user.click(screen.getAllByRole('option')[0]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Adresse introuvable : choisissez-la parmi les suggestions.',
    );
    expect(useLocationStore.getState().chosen).toBe(false);
  });

  it('only logs a refused position, with a hint, and the field still works', async () => {
    const api = mockLocationsApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    undoGeolocation = stubGeolocation({
      getCurrentPosition: (_ok, fail) =>
        fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    });
    renderModal();
    await openDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    expect(warn).toHaveBeenCalled();
    expect(screen.getByText('Position non disponible : saisissez votre adresse.')).toBeVisible();
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toBeEnabled();
  });

  it('sends a granted position as "lat,lng" and takes the address found there', async () => {
    const api = mockLocationsApi();
    undoGeolocation = stubGeolocation({
      getCurrentPosition: (ok) =>
        ok({ coords: { latitude: 45.1823, longitude: 5.725 } } as GeolocationPosition),
    });
    renderModal();
    await openDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(String(api.mock.calls[0][0])).toBe('/v2/public/locations/?query=45.18230%2C5.72500');
    expect(savedLocation()?._distance?.address).toBe('35 Rue Lazare Carnot');
  });

  it('chooses pickup in one tap, at the restaurant’s address', async () => {
    renderModal();
    await user.click(screen.getByRole('button', { name: /Choisir/ }));
    await user.click(screen.getByRole('button', { name: /^À emporter.*12 Place Grenette/ }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'À emporter : retrait au 12 Place Grenette, 38000 Grenoble.',
    );
    expect(savedLocation()).toMatchObject({ mode: 'pickup', chosen: true });
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /À emporter · 12 Place Grenette/ })).toBeVisible();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an error answer', () => json({ status: 'error', data: { message: 'panne' } }, 502)],
  ])('says the search is unavailable on %s, losing nothing', async (_, failure) => {
    useLocationStore.getState().chooseAddress(CARNOT_DISTANCE.distance, null, false);
    mockLocationsApi({ search: failure });
    renderModal();
    await user.click(screen.getByRole('button', { name: /Livraison · 35 Rue Lazare Carnot/ }));
    const field = screen.getByRole('combobox', { name: 'Adresse de livraison' });
    await user.type(field, 'rue de la paix');
    await settle();
    expect(
      screen.getByText(/La recherche d’adresse est indisponible pour le moment/),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('rue de la paix');
    expect(savedLocation()?._distance?.address).toBe('35 Rue Lazare Carnot');
  });

  it('closes the list with Escape first, then the dialog', async () => {
    mockLocationsApi();
    renderModal();
    const field = await openDelivery(user);
    await user.type(field, 'carnot');
    await settle();
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useUiStore.getState().overlay).toBeNull();
  });
});
