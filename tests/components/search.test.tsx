import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlForTests } from './intl-for-tests';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchButton } from '@/components/search/search-button';
import { SearchDialog } from '@/components/search/search-dialog';
import type { Item, Menu } from '@/lib/api/schemas';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';
import { useUiStore } from '@/stores/ui';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

function item(item_id: number, item_name: string, item_score: number, fields: Partial<Item> = {}) {
  return {
    item_id,
    item_name,
    item_description: '',
    item_image: null,
    item_menu_id: 1,
    item_category_id: 1,
    item_score,
    item_price: {
      price_pickup: 5 + item_id / 100,
      price_delivery: 6 + item_id / 100,
      tax_rate: null,
    },
    options: [],
    item_is_available: true,
    quantity: 0,
    note: '',
    ...fields,
  } satisfies Item;
}

// Twelve chicken items (more than the 10 shown), best score first from id 1.
const CHICKEN = Array.from({ length: 12 }, (_, i) => item(i + 1, `Poulet n° ${i + 1}`, 100 - i));
const OTHERS = [
  item(20, 'Wrap épicé', 50, { item_description: 'Filets de poulet', item_is_available: false }),
  item(21, 'Crème brûlée', 40),
  item(22, 'Frites maison', 30),
  item(23, 'Wings sauce barbecue', 20, { item_is_available: false, item_sold_out: true }),
];
const MENU: Menu = {
  menu_id: 1,
  menu_name: 'Carte',
  menu_description: '',
  menu_is_open: true,
  menu_is_available: true,
  active_times: {},
  time_ranges: {},
  pickup_time_ranges: {},
  categories: [
    {
      category_id: 1,
      category_name: 'Tout',
      category_description: '',
      items: [...CHICKEN, ...OTHERS],
    },
  ],
};

function renderSearch() {
  return render(
    <IntlForTests>
      <SearchButton />
      <SearchDialog />
    </IntlForTests>,
  );
}

async function openSearch() {
  const user = userEvent.setup();
  renderSearch();
  await user.click(screen.getByRole('button', { name: 'Rechercher un produit' }));
  return { user, input: screen.getByRole('combobox', { name: 'Rechercher un produit' }) };
}

const optionNames = () =>
  screen.queryAllByRole('option').map((o) => o.querySelector('.truncate')?.textContent);
const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => {
  // jsdom has no modal dialogs: open and close them as a browser would, close event included.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  router.push.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useUiStore.setState({ overlay: null });
  useLocationStore.setState({ mode: 'pickup' });
  useCatalogueStore.setState({ menus: [], items: new Map(), menusStatus: 'idle' });
  useCatalogueStore.getState().seed({ menus: [MENU] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('product search', () => {
  it('opens from the header button with the focus in an empty combobox', async () => {
    const { input } = await openSearch();
    expect(useUiStore.getState().overlay).toBe('search');
    expect(screen.getByRole('dialog', { name: 'Rechercher un produit' })).toHaveAttribute('open');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Tapez au moins 2 caractères.');
  });

  it('shows nothing for one character', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'p');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Tapez au moins 2 caractères.');
  });

  it('lists at most 10 matches, best first, with their price for the diner’s mode', async () => {
    useLocationStore.setState({ mode: 'delivery' });
    const { user, input } = await openSearch();
    await user.type(input, 'poul');
    const listbox = screen.getByRole('listbox', { name: 'Produits trouvés' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(optionNames()).toEqual(CHICKEN.slice(0, 10).map((i) => i.item_name));
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('6,01 €');
  });

  it('ignores accents and finds words of the description', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'EPIC');
    expect(optionNames()).toEqual(['Wrap épicé']);
    expect(screen.getByRole('option')).toHaveTextContent('Indisponible');
    await user.clear(input);
    await user.type(input, 'creme');
    expect(optionNames()).toEqual(['Crème brûlée']);
  });

  it('says a dish the kitchen marked sold out is « Épuisé »', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'wings');
    expect(screen.getByRole('option')).toHaveTextContent('Épuisé');
    expect(screen.getByRole('option')).not.toHaveTextContent('Indisponible');
  });

  it('says when nothing matches', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'pizza');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aucun produit ne correspond à « pizza ».',
    );
  });

  it('moves with the arrow keys and opens the active item with Enter', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'poulet');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[9].id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.push).toHaveBeenCalledWith('/menu?product=2');
    expect(useUiStore.getState().overlay).toBeNull();
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });

  it('opens the best match on Enter when none is active, and an item on click', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'frites{Enter}');
    expect(router.push).toHaveBeenLastCalledWith('/menu?product=22');
    await user.click(screen.getByRole('button', { name: 'Rechercher un produit' }));
    await user.type(screen.getByRole('combobox'), 'crème');
    await user.click(screen.getByRole('option'));
    expect(router.push).toHaveBeenLastCalledWith('/menu?product=21');
  });

  it('closes with Escape and with its close button', async () => {
    const { user } = await openSearch();
    await user.keyboard('{Escape}');
    expect(useUiStore.getState().overlay).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rechercher un produit' }));
    await user.click(screen.getByRole('button', { name: 'Fermer la recherche' }));
    expect(useUiStore.getState().overlay).toBeNull();
  });

  it('loads the menus when opened and says so meanwhile', async () => {
    useCatalogueStore.setState({ menus: [], items: new Map(), menusStatus: 'idle' });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user, input } = await openSearch();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/menus.json', expect.anything()));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la carte…');
    await act(async () => answer(Response.json({ status: 'success', payload: [MENU] })));
    await user.type(input, 'brulee');
    // The menus are checked once their schemas have loaded, a moment after the answer.
    await waitFor(() => expect(optionNames()).toEqual(['Crème brûlée']));
  });

  it('says when the menus could not be loaded and offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useCatalogueStore.setState({ menus: [], items: new Map(), menusStatus: 'idle' });
    fetchMock.mockRejectedValueOnce(new TypeError('réseau'));
    const { user } = await openSearch();
    expect(await screen.findByText('La carte n’a pas pu être chargée.')).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(Response.json({ status: 'success', payload: [MENU] }));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Tapez au moins 2 caractères.')).toBeInTheDocument();
  });
});
