import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlForTests } from './intl-for-tests';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemDialog } from '@/components/menu/item-dialog';
import type { Item, ItemOption, Menu } from '@/lib/api/schemas';
import messages from '@/messages/fr.json';
import { ALLERGENS_KEY, useAllergenFilter } from '@/stores/allergen-filter';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';

const navigation = vi.hoisted(() => ({
  params: new URLSearchParams(),
  router: { push: vi.fn(), replace: vi.fn(), back: vi.fn() },
}));

vi.mock('next/navigation', () => ({
  useSearchParams: () => navigation.params,
  usePathname: () => '/menu',
  useRouter: () => navigation.router,
}));

const choice = (id: number, name: string, price = 0, max_quantity = 1) => ({
  id,
  name,
  price,
  quantity: 0,
  max_quantity,
  tax_rate: null,
});
const group = (
  id: number,
  name: string,
  min: number,
  max: number,
  option_options: ItemOption['option_options'],
): ItemOption => ({ id, name, min, max, selected: 0, option_options });

const BURGER: Item = {
  item_id: 7,
  item_name: 'Burger Comptoir',
  item_description: 'Poulet croustillant, cheddar, salade',
  item_image: null,
  item_menu_id: 2,
  item_category_id: 3,
  item_score: 10,
  item_price: { price_pickup: 12.9, price_delivery: 13.9, tax_rate: 10 },
  options: [
    group(1, 'Sauces', 0, 2, [
      choice(101, 'Ketchup'),
      choice(102, 'Mayonnaise'),
      choice(107, 'Miel-moutarde', 0.5),
    ]),
    group(2, 'Suppléments', 0, 5, [choice(201, 'Cheddar', 0.8, 3), choice(202, 'Avocat', 1.2, 3)]),
    group(4, 'Boisson', 1, 1, [choice(401, 'Coca-Cola 33 cl'), choice(406, 'Citronnade', 0.5)]),
  ],
  item_is_available: true,
  quantity: 0,
  note: '',
};

const allDay = { label: '', is_open: true, times: [['00:00', '24:00']] as [string, string][] };
const lunch = { label: '', is_open: true, times: [['11:00', '14:00']] as [string, string][] };
const week = (hours: typeof allDay) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, hours]));

function seedMenu(hours = allDay, items: Item[] = [BURGER]) {
  const menu: Menu = {
    menu_id: 2,
    menu_name: 'Carte',
    menu_description: '',
    menu_is_open: true,
    menu_is_available: true,
    active_times: week(hours),
    time_ranges: {},
    pickup_time_ranges: {},
    categories: [{ category_id: 3, category_name: 'Burgers', category_description: '', items }],
  };
  useCatalogueStore.getState().seed({ menus: [menu] });
}

/** Opens the sheet and waits for its form, whose code comes in a chunk of its own. */
async function renderDialog(query: string) {
  navigation.params = new URLSearchParams(query);
  const rendered = render(
    <IntlForTests>
      <ItemDialog />
    </IntlForTests>,
  );
  await waitFor(() => expect(screen.queryByText(messages.menu.itemLoading)).toBeNull());
  return rendered;
}

/** toHaveTextContent turns the no-break spaces of French prices into plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
const addButton = () => screen.getByRole('button', { name: /^(Ajouter|Mettre à jour) · / });

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
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  navigation.router.replace.mockClear();
  useCartStore.setState({ lines: [] });
  useLocationStore.setState({ mode: 'pickup' });
  seedMenu();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ItemDialog', () => {
  it('shows the item, its groups with their rules and the right control for each choice', async () => {
    await renderDialog('product=7');
    const dialog = screen.getByRole('dialog', { name: 'Burger Comptoir' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText('Poulet croustillant, cheddar, salade')).toBeInTheDocument();
    expect(screen.getByTestId('item-dialog-price')).toHaveTextContent(
      plain('12,90\u00a0€ à emporter'),
    );
    const sauces = screen.getByRole('group', { name: 'Sauces · 2 au choix maximum' });
    expect(within(sauces).getAllByRole('checkbox')).toHaveLength(3);
    expect(
      within(sauces).getByRole('checkbox', { name: 'Miel-moutarde + 0,50\u00a0€' }),
    ).toBeVisible();
    const drink = screen.getByRole('group', { name: 'Boisson · Obligatoire · 1 choix' });
    expect(within(drink).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Cheddar : un de plus' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(addButton()).toHaveAccessibleName('Ajouter · 12,90\u00a0€');
  });

  it('refuses to add below a group minimum and says which group needs a choice', async () => {
    const user = userEvent.setup();
    await renderDialog('product=7');
    await user.click(addButton());
    expect(useCartStore.getState().lines).toEqual([]);
    const drink = screen.getByRole('group', { name: /^Boisson/ });
    expect(drink).toHaveAccessibleDescription('Choisissez une option.');
    expect(screen.getByTestId('item-dialog-reason')).toHaveTextContent(
      'Complétez les choix obligatoires.',
    );
    expect(within(drink).getByRole('radio', { name: 'Coca-Cola 33 cl' })).toHaveFocus();
    await user.click(within(drink).getByRole('radio', { name: 'Coca-Cola 33 cl' }));
    expect(drink).not.toHaveAccessibleDescription();
  });

  it('disables further choices once a group has its maximum', async () => {
    const user = userEvent.setup();
    await renderDialog('product=7');
    await user.click(screen.getByRole('checkbox', { name: 'Ketchup' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mayonnaise' }));
    expect(screen.getByRole('checkbox', { name: /^Miel-moutarde/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Ketchup' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ketchup' }));
    expect(screen.getByRole('checkbox', { name: /^Miel-moutarde/ })).toBeEnabled();
  });

  it('lets a choice be taken up to its max_quantity with a stepper', async () => {
    const user = userEvent.setup();
    await renderDialog('product=7');
    const more = screen.getByRole('button', { name: 'Cheddar : un de plus' });
    const less = screen.getByRole('button', { name: 'Cheddar : un de moins' });
    expect(less).toBeDisabled();
    for (let i = 0; i < 3; i += 1) await user.click(more);
    expect(
      within(screen.getByRole('group', { name: 'Cheddar' })).getByRole('status'),
    ).toHaveTextContent('3');
    expect(more).toBeDisabled();
    expect(addButton()).toHaveAccessibleName('Ajouter · 15,30\u00a0€');
  });

  it('prices the line live with its options, its quantity and the diner’s mode', async () => {
    const user = userEvent.setup();
    useLocationStore.setState({ mode: 'delivery' });
    await renderDialog('product=7');
    expect(screen.getByTestId('item-dialog-price')).toHaveTextContent(
      plain('13,90\u00a0€ en livraison'),
    );
    await user.click(screen.getByRole('radio', { name: 'Citronnade + 0,50\u00a0€' }));
    await user.click(screen.getByRole('checkbox', { name: 'Miel-moutarde + 0,50\u00a0€' }));
    await user.click(screen.getByRole('button', { name: 'Avocat : un de plus' }));
    expect(addButton()).toHaveAccessibleName('Ajouter · 16,10\u00a0€');
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    expect(addButton()).toHaveAccessibleName('Ajouter · 32,20\u00a0€');
    expect(screen.getByRole('button', { name: 'Diminuer la quantité' })).toBeEnabled();
  });

  it('adds the line to the cart, requests the menu products, closes and announces', async () => {
    const user = userEvent.setup();
    const replaceState = vi.spyOn(window.history, 'replaceState');
    await renderDialog('product=7');
    await user.click(screen.getByRole('radio', { name: 'Coca-Cola 33 cl' }));
    await user.click(screen.getByRole('button', { name: 'Cheddar : un de plus' }));
    await user.click(screen.getByRole('button', { name: 'Cheddar : un de plus' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Une précision pour la cuisine ?' }),
      ' sans salade ',
    );
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await user.click(addButton());

    expect(useCartStore.getState().lines).toEqual([
      {
        lineId: '7;2.201x2,4.401x1;sans salade',
        itemId: 7,
        menuId: 2,
        categoryId: 3,
        name: 'Burger Comptoir',
        quantity: 2,
        pickupPriceCents: 1290,
        deliveryPriceCents: 1390,
        taxRate: 10,
        options: [
          {
            groupId: 2,
            optionId: 201,
            name: 'Cheddar',
            priceCents: 80,
            quantity: 2,
            taxRate: null,
          },
          {
            groupId: 4,
            optionId: 401,
            name: 'Coca-Cola 33 cl',
            priceCents: 0,
            quantity: 1,
            taxRate: null,
          },
        ],
        note: 'sans salade',
      },
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/v2/public/products/2', expect.anything());
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    // Only the URL goes back to the menu: no navigation, the page keeps its scroll.
    expect(replaceState).toHaveBeenCalledWith(null, '', '/menu');
    expect(screen.getByTestId('cart-announcement')).toHaveTextContent('Ajouté au panier');
  });

  it('merges an identical second add into the same line', async () => {
    const user = userEvent.setup();
    for (let time = 0; time < 2; time += 1) {
      const { unmount } = await renderDialog('product=7');
      await user.click(screen.getByRole('radio', { name: 'Citronnade + 0,50\u00a0€' }));
      await user.click(screen.getByRole('checkbox', { name: 'Ketchup' }));
      await user.click(addButton());
      unmount();
    }
    const { lines } = useCartStore.getState();
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(2);
  });

  it('ignores a failing products request', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('réseau')));
    await renderDialog('product=7');
    await user.click(screen.getByRole('radio', { name: 'Coca-Cola 33 cl' }));
    await user.click(addButton());
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(screen.getByTestId('cart-announcement')).toHaveTextContent('Ajouté au panier');
  });

  it('shows an unavailable item without letting it be added', async () => {
    const user = userEvent.setup();
    const soldOut = { ...BURGER, item_is_available: false };
    seedMenu(allDay, [soldOut]);
    await renderDialog('product=7');
    await user.click(screen.getByRole('radio', { name: 'Coca-Cola 33 cl' }));
    expect(screen.getByTestId('item-dialog-reason')).toHaveTextContent(
      'Indisponible pour le moment',
    );
    expect(addButton()).toBeDisabled();
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('says a dish the kitchen marked sold out is « épuisé », and does not add it', async () => {
    seedMenu(allDay, [{ ...BURGER, item_is_available: false, item_sold_out: true }]);
    await renderDialog('product=7');
    expect(screen.getByTestId('item-dialog-reason')).toHaveTextContent('Épuisé pour le moment');
    expect(addButton()).toBeDisabled();
  });

  it('shows a sold-out choice as « Épuisé » and never lets it be taken', async () => {
    const user = userEvent.setup();
    const [sauces, extras, drinks] = BURGER.options;
    const out = <T extends { id: number }>(choices: T[], id: number) =>
      choices.map((c) => (c.id === id ? { ...c, sold_out: true } : c));
    seedMenu(allDay, [
      {
        ...BURGER,
        options: [
          { ...sauces, option_options: out(sauces.option_options, 101) },
          { ...extras, option_options: out(extras.option_options, 201) },
          { ...drinks, option_options: out(drinks.option_options, 406) },
        ],
      },
    ]);
    await renderDialog('product=7');
    const ketchup = screen.getByRole('checkbox', { name: /^Ketchup/ });
    expect(ketchup).toBeDisabled();
    expect(ketchup.closest('label')).toHaveTextContent('Épuisé');
    expect(screen.getByRole('checkbox', { name: 'Mayonnaise' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cheddar : un de plus' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Avocat : un de plus' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^Citronnade/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Coca-Cola 33 cl' }));
    expect(addButton()).toBeEnabled();
  });

  // A menu without slots takes no order for later (item-order-ahead.test.tsx has those).
  it('says when a closed menu without slots opens and does not add from it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-13T21:00:00Z')); // Monday 22:00 in Paris
    seedMenu(lunch);
    await renderDialog('product=7');
    expect(await screen.findByTestId('item-dialog-reason')).toHaveTextContent(
      'Cette carte ouvre demain à 11 h et ne se commande pas à l’avance à emporter.',
    );
    expect(addButton()).toBeDisabled();
  });

  it('edits a cart line: pre-filled, then replaced by "Mettre à jour"', async () => {
    const user = userEvent.setup();
    const old = {
      lineId: '7;1.101x1,4.401x1;',
      itemId: 7,
      menuId: 2,
      categoryId: 3,
      name: 'Burger Comptoir',
      quantity: 3,
      pickupPriceCents: 1290,
      deliveryPriceCents: 1390,
      taxRate: 10,
      options: [
        { groupId: 1, optionId: 101, name: 'Ketchup', priceCents: 0, quantity: 1, taxRate: null },
        {
          groupId: 4,
          optionId: 401,
          name: 'Coca-Cola 33 cl',
          priceCents: 0,
          quantity: 1,
          taxRate: null,
        },
        { groupId: 9, optionId: 999, name: 'Retiré', priceCents: 0, quantity: 1, taxRate: null },
      ],
      note: '',
    };
    useCartStore.setState({ lines: [old] });
    await renderDialog(`product=7&line=${encodeURIComponent(old.lineId)}`);
    expect(screen.getByRole('checkbox', { name: 'Ketchup' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Coca-Cola 33 cl' })).toBeChecked();
    expect(addButton()).toHaveAccessibleName('Mettre à jour · 38,70\u00a0€');
    await user.click(screen.getByRole('radio', { name: 'Citronnade + 0,50\u00a0€' }));
    await user.click(addButton());
    const { lines } = useCartStore.getState();
    expect(lines.map((l) => [l.lineId, l.quantity])).toEqual([['7;1.101x1,4.406x1;', 3]]);
    expect(screen.getByTestId('cart-announcement')).toHaveTextContent('Panier mis à jour');
  });

  it('says so when the product does not exist', async () => {
    await renderDialog('product=999');
    expect(screen.getByRole('dialog', { name: messages.menu.itemNotFound })).toBeInTheDocument();
  });
});

describe('ItemDialog: allergens and meat origin (docs/product.md#allergen-ui)', () => {
  const CRISPY: Item = {
    ...BURGER,
    item_id: 8,
    item_name: 'Crispy Classic',
    allergens: ['gluten', 'oeufs', 'lait', 'sesame'],
    may_contain: ['moutarde'],
    meat_origins: [{ species: 'poulet', origin: 'France' }],
    options: [
      group(1, 'Sauces', 0, 2, [
        { ...choice(101, 'Ketchup'), allergens: [] },
        { ...choice(107, 'Miel-moutarde', 0.5), allergens: ['moutarde', 'sulfites'] },
        choice(109, 'Sauce du jour'),
      ]),
      group(3, 'Pain', 1, 1, [
        { ...choice(301, 'Brioche'), allergens: ['gluten', 'oeufs'] },
        { ...choice(302, 'Galette de maïs'), allergens: [], may_contain: ['soja'] },
      ]),
      group(5, 'Suppléments', 0, 2, [
        {
          ...choice(501, 'Bacon de dinde', 1),
          allergens: [],
          meat_origins: [{ species: 'dinde', reared: ['Espagne'], slaughtered: 'France' }],
        },
        { ...choice(502, 'Croûtons', 0.5), allergens: ['gluten', 'celeri'] },
      ]),
    ],
  };

  beforeEach(() => {
    seedMenu(allDay, [BURGER, CRISPY]);
    useCatalogueStore.setState((s) => ({
      settings: { ...s.settings, contacts: { ...s.settings.contacts, phone: '04 76 00 00 00' } },
    }));
    useAllergenFilter.setState({ avoided: [], loaded: false });
  });

  it('lists the dish’s allergens, traces and meat before « Ajouter », and each choice’s additions', async () => {
    await renderDialog('product=8');
    const facts = screen.getByTestId('item-allergens');
    expect(facts).toHaveTextContent('Contient : Gluten, Œufs, Lait, Sésame');
    expect(facts).toHaveTextContent('Peut contenir : Moutarde');
    expect(facts).toHaveTextContent('Poulet — Origine : France');
    expect(facts.compareDocumentPosition(addButton())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      screen.getByRole('checkbox', { name: 'Miel-moutarde + 0,50\u00a0€' }),
    ).toHaveAccessibleDescription('+ Moutarde, Sulfites');
    expect(screen.getByRole('radio', { name: 'Brioche' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('checkbox', { name: 'Ketchup' })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(screen.getByRole('checkbox', { name: 'Sauce du jour' })).toHaveAccessibleDescription(
      'allergènes non renseignés',
    );
    expect(screen.getByRole('radio', { name: 'Galette de maïs' })).toHaveAccessibleDescription(
      'peut contenir : Soja',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Bacon de dinde + 1,00\u00a0€' }),
    ).toHaveAccessibleDescription('Dinde — Élevé : Espagne et abattu : France');
    expect(screen.queryByTestId('option-avoided')).toBeNull();
  });

  it('names what the diner avoids first, and marks the choices that add it', async () => {
    localStorage.setItem(ALLERGENS_KEY, '["celeri","gluten","pas-un-code"]');
    await renderDialog('product=8');
    expect(screen.getByTestId('item-allergens')).toHaveTextContent(
      'Contient ce que vous évitez : Gluten',
    );
    const croutons = screen.getByRole('checkbox', { name: 'Croûtons + 0,50\u00a0€' });
    expect(croutons).toHaveAccessibleDescription(/contient ce que vous évitez/);
    expect(croutons).toHaveAccessibleDescription(/\+ Céleri/);
    expect(screen.getAllByTestId('option-avoided')).toHaveLength(1);
  });

  it('without allergen data, asks the diner to ask, with the phone, and claims nothing', async () => {
    await renderDialog('product=7');
    const facts = screen.getByTestId('item-allergens');
    expect(facts).toHaveTextContent('Informations allergènes : demandez-nous au 04 76 00 00 00');
    expect(within(facts).getByRole('link', { name: '04 76 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+33476000000',
    );
    expect(facts).not.toHaveTextContent(/aucun|Contient/);
    expect(screen.getByRole('checkbox', { name: 'Ketchup' })).toHaveAccessibleDescription(
      'allergènes non renseignés',
    );
  });
});
