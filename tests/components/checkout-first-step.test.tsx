/**
 * The checkout's first step without zod (ADR 50): the tab guard and the saved checkout's check
 * load late, and a diner who reloads a later tab is told the page is loading, never shown a tab
 * taken back a moment later, then finds what they typed.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutStore } from '@/stores/checkout';
import { WEDNESDAY_NOON } from './cart-fixtures';

vi.mock('next/navigation', () => import('./navigation-mock'));
type NavigationMock = typeof import('./navigation-mock');

const CAMILLE = {
  first_name: 'Camille',
  last_name: 'Durand',
  email: 'camille@example.fr',
  phone: '0612345678',
};

// Each page renders with its own Testing Library, whose cleanup is not the runner's.
let shown: { unmount(): void } | null = null;
const show = (page: { unmount(): void }) => (shown = page);

/** A fresh page: new modules, what the browser saved, the guard held back until `release()`. */
async function freshPage(tab: string | null, checkout?: object) {
  localStorage.clear();
  if (checkout) {
    const state = { ...useCheckoutStore.getInitialState(), ...checkout };
    localStorage.setItem('comptoir-checkout', JSON.stringify({ state, version: 1 }));
  }
  vi.resetModules();
  let release = () => {};
  let guardAsked = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('@/lib/checkout/progress', async (original) => {
    guardAsked = true;
    await held;
    return original();
  });
  const fixtures = await import('./cart-fixtures');
  // The mock as the flow gets it: its factory's module, kept across the reset.
  const { resetNavigation } = (await import('next/navigation')) as unknown as NavigationMock;
  const { useCartStore } = await import('@/stores/cart');
  const { CHECKOUT } = await import('@/stores/checkout');
  /** Whether the saved cart, location and checkout are read: only the guard holds on then. */
  const read = () => CHECKOUT.every((store) => store.persist.hasHydrated());
  const { CheckoutFlow } = await import('@/components/checkout/checkout-flow');
  fixtures.resetStores();
  useCartStore.setState({ lines: [fixtures.seedLine(1)] });
  fixtures.mockApi({});
  resetNavigation(tab ? { tab } : {});
  return { release, read, fixtures, CheckoutFlow, useCartStore, guardAsked: () => guardAsked };
}

/** The later step's own scripts load too: slowly, the first time, on a busy machine. */
const LATE = { timeout: 10_000 };
// A fresh module graph per test: its first import is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.setSystemTime(WEDNESDAY_NOON);
});
afterEach(() => {
  shown?.unmount();
  vi.doUnmock('@/lib/checkout/progress');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// First in the file: a page of a test before it goes on importing its later steps (which import
// the guard's module) after that test ends, and would reach this page's mock.
describe('an empty cart', () => {
  it('fetches no guard (nor zod): only a cart to fill opens the flow, and then it does', async () => {
    const { fixtures, CheckoutFlow, useCartStore, guardAsked } = await freshPage(null);
    useCartStore.setState({ lines: [] });
    show(fixtures.renderWithMessages(<CheckoutFlow />));
    expect(
      await screen.findByText('Votre panier est vide : choisissez d’abord vos plats.'),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(guardAsked()).toBe(false);
    useCartStore.setState({ lines: [fixtures.seedLine(1)] });
    expect(
      await screen.findByRole('heading', { name: 'À emporter ou en livraison ?' }),
    ).toBeVisible();
    await waitFor(() => expect(guardAsked()).toBe(true));
  });
});

describe('the checkout’s first step', () => {
  it('shows without waiting for the guard', async () => {
    const { fixtures, CheckoutFlow } = await freshPage(null);
    show(fixtures.renderWithMessages(<CheckoutFlow />));
    expect(
      await screen.findByRole('heading', { name: 'À emporter ou en livraison ?' }),
    ).toBeVisible();
  });
});

describe('a later tab reloaded', () => {
  it('says it is loading until the guard decides, then shows the diner’s details', async () => {
    const saved = { tab: 'personal', personal: CAMILLE };
    const { release, read, fixtures, CheckoutFlow } = await freshPage('personal', saved);
    show(fixtures.renderWithMessages(<CheckoutFlow />));
    await waitFor(() => expect(read()).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    expect(screen.queryByTestId('checkout')).toBeNull();

    release();
    expect(await screen.findByRole('heading', { name: 'Vos coordonnées' }, LATE)).toBeVisible();
    expect(screen.getByLabelText(/Prénom/)).toHaveValue('Camille');
    expect(screen.getByLabelText(/Téléphone/)).toHaveValue('0612345678');
  });

  it('falls back to the first incomplete tab once the guard decides', async () => {
    const { release, fixtures, CheckoutFlow } = await freshPage('payment');
    const { nav } = (await import('next/navigation')) as unknown as NavigationMock;
    show(fixtures.renderWithMessages(<CheckoutFlow />));
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement');
    release();
    expect(await screen.findByRole('heading', { name: 'Vos coordonnées' }, LATE)).toBeVisible();
    expect(nav.router.replace).toHaveBeenCalledWith('/checkout?tab=personal', { scroll: false });
  });
});
