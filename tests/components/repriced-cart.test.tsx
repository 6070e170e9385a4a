/**
 * A cart priced on an older catalogue (docs/adr/0038): the page's watcher prices it again on the
 * newer catalogue the page holds and the notice names what changed; a newer catalogue announced
 * by the service worker is taken, an older one never.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { RepricedNotice } from '@/components/cart/repriced-notice';
import { CatalogueWatch } from '@/components/pwa/catalogue-watch';
import { formatPrice } from '@/lib/domain/money';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';
import { demoMenus, mockApi, renderWithMessages, seedLine, setUpCartTests } from './cart-fixtures';
import { nav } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

setUpCartTests();

/** The text as the notice reads it (the prices' no-break spaces as spaces). */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const TITLE = 'Les prix ont changé depuis votre dernière visite : votre panier a été mis à jour.';

const today = seedLine(1);
const gone = { ...seedLine(2), itemId: 9999, lineId: '9999;;', name: 'Plat d’antan' };
/** The same dish, 0,50 € cheaper in both modes, as last week's catalogue priced it. */
const lastWeek = {
  ...today,
  pickupPriceCents: today.pickupPriceCents - 50,
  deliveryPriceCents: today.deliveryPriceCents - 50,
};

const renderPage = () =>
  renderWithMessages(
    <>
      <CatalogueWatch />
      <RepricedNotice />
    </>,
  );

describe('a saved cart and the page’s catalogue', () => {
  it('prices the cart again on a newer catalogue and names the lines that moved or left', async () => {
    useCartStore.setState({ lines: [lastWeek, gone], catalogueVersion: 3 });
    useCatalogueStore.setState({ version: 4 });
    renderPage();

    const notice = await screen.findByTestId('repriced-notice');
    expect(notice).toHaveTextContent(TITLE);
    expect(notice).toHaveTextContent(
      plain(
        `${today.name} : ${formatPrice(lastWeek.pickupPriceCents)} → ${formatPrice(today.pickupPriceCents)}`,
      ),
    );
    expect(notice).toHaveTextContent('Plat d’antan : retiré, il n’est plus proposé');
    expect(useCartStore.getState()).toMatchObject({
      lines: [{ ...today, lineId: '1;;' }],
      catalogueVersion: 4,
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'J’ai compris' }));
    expect(screen.queryByTestId('repriced-notice')).toBeNull();
    expect(useCartStore.getState().repriced).toBeNull();
  });

  it('shows the price of the diner’s mode', async () => {
    useLocationStore.setState({ mode: 'delivery' });
    useCartStore.setState({ lines: [lastWeek], catalogueVersion: null });
    useCatalogueStore.setState({ version: 1 });
    renderPage();
    expect(await screen.findByTestId('repriced-notice')).toHaveTextContent(
      plain(
        `${formatPrice(lastWeek.deliveryPriceCents)} → ${formatPrice(today.deliveryPriceCents)}`,
      ),
    );
  });

  it('adds a second repricing to a notice not yet read', () => {
    const { repriceTo } = useCartStore.getState();
    const moved = {
      name: today.name,
      before: { pickup: 1, delivery: 1 },
      after: { pickup: 2, delivery: 2 },
    };
    repriceTo(2, { lines: [today], changed: [moved], removed: ['Plat d’antan'] });
    repriceTo(3, {
      lines: [],
      changed: [{ ...moved, after: { pickup: 3, delivery: 3 } }],
      removed: [today.name],
    });
    expect(useCartStore.getState().repriced).toEqual({
      changed: [{ ...moved, after: { pickup: 3, delivery: 3 } }],
      removed: ['Plat d’antan', today.name],
    });
    repriceTo(4, { lines: [], changed: [], removed: [] });
    expect(useCartStore.getState().repriced).not.toBeNull();
  });

  it.each([
    ['a copy the service worker kept', 4, false],
    ['the same catalogue', 3, true],
    ['a catalogue without a version', null, true],
  ])('leaves the cart as it is on %s', async (_case, version, fresh) => {
    useCartStore.setState({ lines: [lastWeek], catalogueVersion: 3 });
    useCatalogueStore.setState({ version, fresh });
    renderPage();
    await act(() => Promise.resolve());
    expect(useCartStore.getState()).toMatchObject({ lines: [lastWeek], catalogueVersion: 3 });
    expect(screen.queryByTestId('repriced-notice')).toBeNull();
  });

  it('prices it again on an older version of the server’s (a database restored)', async () => {
    useCartStore.setState({ lines: [lastWeek], catalogueVersion: 9 });
    useCatalogueStore.setState({ version: 4 });
    renderPage();
    expect(await screen.findByTestId('repriced-notice')).toHaveTextContent(TITLE);
    expect(useCartStore.getState().catalogueVersion).toBe(4);
  });

  it('stamps an empty cart with the catalogue’s version, and shows nothing', async () => {
    useCatalogueStore.setState({ version: 5 });
    renderPage();
    await act(() => Promise.resolve());
    expect(useCartStore.getState()).toMatchObject({
      lines: [],
      catalogueVersion: 5,
      repriced: null,
    });
  });
});

describe('a newer catalogue announced by the service worker', () => {
  const worker = new EventTarget();
  const announce = (data: unknown) =>
    act(async () => {
      worker.dispatchEvent(new MessageEvent('message', { data }));
      await Promise.resolve();
    });

  it('is fetched and taken when another, then the page’s server parts are rendered again', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const refreshMenus = vi.fn(async () => true);
    const real = useCatalogueStore.getState().refreshMenus;
    onTestFinished(() => useCatalogueStore.setState({ refreshMenus: real }));
    useCatalogueStore.setState({ version: 4, refreshMenus });
    nav.router.refresh.mockClear();
    renderPage();

    await announce({ type: 'comptoir-catalogue', version: 4 });
    await announce({ type: 'other', version: 9 });
    await announce({ type: 'comptoir-catalogue', version: '9' });
    expect(refreshMenus).not.toHaveBeenCalled();

    await announce({ type: 'comptoir-catalogue', version: 3 });
    expect(refreshMenus).toHaveBeenCalledOnce();
    expect(nav.router.refresh).toHaveBeenCalledOnce();

    refreshMenus.mockResolvedValueOnce(false);
    await announce({ type: 'comptoir-catalogue', version: 6 });
    expect(nav.router.refresh).toHaveBeenCalledOnce();
  });

  it('is taken by the store when its version is another, and known as the server’s', async () => {
    const answer = (version: number) => () =>
      Response.json({ status: 'success', payload: demoMenus(), version });
    const store = useCatalogueStore.getState();
    useCatalogueStore.setState({ version: 4, fresh: false });
    mockApi({ 'GET /menus.json': answer(4) });
    expect(await store.refreshMenus()).toBe(false);
    expect(useCatalogueStore.getState()).toMatchObject({ version: 4, fresh: true });
    mockApi({ 'GET /menus.json': answer(3) });
    expect(await store.refreshMenus()).toBe(true);
    expect(useCatalogueStore.getState().version).toBe(3);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({});
    expect(await store.refreshMenus()).toBe(false);
  });
});
