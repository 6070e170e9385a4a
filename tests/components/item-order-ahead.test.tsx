/**
 * The item sheet while a menu is closed (docs/product.md#ordering-ahead): the demo restaurant's
 * own hours, slots and scheduling settings, and the clock fixed at closed hours. Every slot
 * below is worked out by hand from server/db/seed/menus.ts and restaurant.ts: pickup slots
 * 11:15, 11:30… (the first dropped, a 15-minute lead), delivery 11:30–12:00, 12:00–12:30… (the
 * first dropped, a 30-minute lead); the lunch formulas on weekdays only.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemDialog } from '@/components/menu/item-dialog';
import type { Menu } from '@/lib/api/schemas';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';
import { polyfillDialog, renderWithMessages, resetStores, seededMenus } from './cart-fixtures';
import { resetNavigation } from './navigation-mock';

vi.mock('next/navigation', async () => ({
  ...(await import('./navigation-mock')),
  usePathname: () => '/menu',
}));

const CRISPY = 1; // La Carte
const FORMULE = 45; // Formules du midi

const WEDNESDAY_8 = new Date('2025-06-11T08:00:00+02:00');
const WEDNESDAY_10_59 = new Date('2025-06-11T10:59:00+02:00');
const SATURDAY_23_30 = new Date('2025-06-14T23:30:00+02:00');
const SUNDAY_23_30 = new Date('2025-06-15T23:30:00+02:00');

const addButton = () => screen.getByRole('button', { name: /^Ajouter · / });
const reason = () => screen.findByTestId('item-dialog-reason');

function openItem(itemId: number) {
  resetNavigation({ product: String(itemId) });
  renderWithMessages(<ItemDialog />);
}

function seedSettings(scheduling: Partial<typeof RESTAURANT.scheduling>) {
  useCatalogueStore.getState().seed({
    settings: { ...RESTAURANT, scheduling: { ...RESTAURANT.scheduling, ...scheduling } },
  });
}

/** The demo menus with one change to both. */
function seedMenus(change: Partial<Menu>) {
  useCatalogueStore
    .getState()
    .seed({ menus: seededMenus().map((menu) => ({ ...menu, ...change })) });
}

beforeAll(polyfillDialog);
beforeEach(() => {
  // Date only: the item sheet's minute clock ticks on real timers, which findBy waits with.
  vi.useFakeTimers({ toFake: ['Date'] });
  resetStores();
  useCatalogueStore.getState().seed({ menus: seededMenus() });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}'))),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ItemDialog while the menu is closed', () => {
  it('takes the item for the first pickup slot: today 11:30 at 8:00 on a Wednesday', async () => {
    vi.setSystemTime(WEDNESDAY_8);
    const user = userEvent.setup();
    openItem(CRISPY);
    // 11:15 is the dropped first slot; 11:30 starts 3 h 30 after now, past the 15-minute lead.
    expect(await reason()).toHaveTextContent('Fermé — commandez pour aujourd’hui 11 h 30');
    expect(addButton()).toBeEnabled();
    await user.click(addButton());
    expect(useCartStore.getState().lines.map((line) => line.itemId)).toEqual([CRISPY]);
    expect(screen.getByTestId('cart-announcement')).toHaveTextContent('Ajouté au panier');
  });

  it('names the first delivery slot for a diner who has delivery: today 12:00', async () => {
    vi.setSystemTime(WEDNESDAY_8);
    useLocationStore.setState({ mode: 'delivery' });
    openItem(CRISPY);
    // 11:30–12:00 is the dropped first slot of the day.
    expect(await reason()).toHaveTextContent('Fermé — commandez pour aujourd’hui 12 h');
    expect(addButton()).toBeEnabled();
  });

  it('names the weekday after closing on Saturday night: the lunch formulas on Monday', async () => {
    vi.setSystemTime(SATURDAY_23_30);
    openItem(FORMULE);
    // No formulas on Sunday; Monday's 11:15 is dropped, 11:30 stays.
    expect(await reason()).toHaveTextContent('Fermé — commandez pour lundi 11 h 30');
    expect(addButton()).toBeEnabled();
  });

  it('says "demain" after closing on a Sunday night', async () => {
    vi.setSystemTime(SUNDAY_23_30);
    openItem(CRISPY);
    expect(await reason()).toHaveTextContent('Fermé — commandez pour demain 11 h 30');
  });

  it('keeps La Carte open on Saturday at 23:30 (it closes at midnight): no slot named', () => {
    vi.setSystemTime(SATURDAY_23_30);
    openItem(CRISPY);
    expect(screen.queryByTestId('item-dialog-reason')).toBeNull();
    expect(addButton()).toBeEnabled();
  });

  it.each([
    {
      // Saturday and Sunday only: the formulas are off both days.
      when: 'the horizon holds no slot',
      at: SATURDAY_23_30,
      item: FORMULE,
      setUp: () => seedSettings({ horizon_days: 2 }),
      text: 'Cette carte ouvre lundi à 11 h et ne se commande pas à l’avance à emporter.',
    },
    {
      when: 'the diner’s mode has no slots',
      at: WEDNESDAY_8,
      item: CRISPY,
      setUp: () => {
        useLocationStore.setState({ mode: 'delivery' });
        seedMenus({ time_ranges: {} });
      },
      text: 'Cette carte ouvre aujourd’hui à 11 h et ne se commande pas à l’avance en livraison.',
    },
    {
      when: 'the menu is switched off',
      at: WEDNESDAY_8,
      item: CRISPY,
      setUp: () => seedMenus({ menu_is_available: false }),
      text: 'Cette carte est fermée pour le moment.',
    },
  ])('stays greyed with the reason when $when', async ({ at, item, setUp, text }) => {
    vi.setSystemTime(at);
    setUp();
    openItem(item);
    expect(await reason()).toHaveTextContent(text);
    expect(addButton()).toBeDisabled();
  });

  it('comes back to ordering for now by itself when the menu opens', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(WEDNESDAY_10_59);
    openItem(CRISPY);
    expect(await reason()).toHaveTextContent('Fermé — commandez pour aujourd’hui 11 h 30');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByTestId('item-dialog-reason')).toBeNull();
    expect(addButton()).toBeEnabled();
  });
});
