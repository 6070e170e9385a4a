import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlForTests } from './intl-for-tests';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LineAllergens } from '@/components/allergens/line-allergens';
import { AllergenFilter, type DishAllergens } from '@/components/menu/allergen-filter';
import type { Menu } from '@/lib/api/schemas';
import { ALLERGENS_KEY, useAllergenFilter } from '@/stores/allergen-filter';
import { useCatalogueStore } from '@/stores/catalogue';
import { DISH, menusAnswer } from '../unit/menus-answer-fixture';

const DISHES: DishAllergens[] = [
  { contains: ['gluten', 'oeufs'] },
  { contains: ['gluten'] },
  { contains: ['lait'] },
  { contains: [] },
  { contains: null },
];

const renderWithIntl = (ui: React.ReactNode) => render(<IntlForTests>{ui}</IntlForTests>);

const filterStyle = (container: HTMLElement) => container.querySelector('style')?.textContent ?? '';

beforeEach(() => {
  localStorage.clear();
  useAllergenFilter.setState({ avoided: [], loaded: false });
});

describe('AllergenFilter (docs/adr/0039)', () => {
  it('hides what contains the chosen allergens, says how many, and remembers it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithIntl(<AllergenFilter id="f" dishes={DISHES} />);
    const opener = screen.getByRole('button', { name: 'Allergies ?' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(filterStyle(container)).toBe('');
    await user.click(opener);
    // The panel's code comes when it is first opened.
    expect(
      await screen.findByRole('group', { name: 'Masquer les plats contenant :' }),
    ).toBeVisible();
    const gluten = screen.getByRole('button', { name: 'Gluten', pressed: false });
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(14);
    await user.click(gluten);
    expect(gluten).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(ALLERGENS_KEY)).toBe('["gluten"]');
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 plats masqués par votre filtre allergènes. 1 plat sans informations allergènes reste affiché : demandez-nous.',
    );
    expect(filterStyle(container)).toContain('[data-contains~="gluten"]{display:none}');
    expect(filterStyle(container)).toContain(
      '[data-traces~="gluten"] [data-allergen-mark="traces"]{display:inline-block}',
    );
    expect(screen.getByRole('button', { name: '1 allergène masqué' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
    expect(localStorage.getItem(ALLERGENS_KEY)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(filterStyle(container)).toBe('');
  });

  it('reads back the device’s choice, keeping only the 14 codes (ADR 5)', async () => {
    localStorage.setItem(ALLERGENS_KEY, '["lait","<script>","lait",{"x":1}]');
    const { container } = renderWithIntl(<AllergenFilter id="f" dishes={DISHES} />);
    // Applied at once, before the panel's code is fetched.
    expect(screen.getByRole('status')).toHaveTextContent('1 plat masqué par votre filtre');
    expect(filterStyle(container)).toContain('[data-contains~="lait"]{display:none}');
    expect(filterStyle(container)).not.toContain('script');
    await userEvent.click(screen.getByRole('button', { name: '1 allergène masqué' }));
    expect(await screen.findByRole('button', { name: 'Lait', pressed: true })).toBeVisible();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('says the panel is coming while its code loads; its note, then « Fermer » closes it', async () => {
    // A first opening: the panel's code not yet fetched, as in a fresh page.
    vi.resetModules();
    const { IntlForTests: Intl } = await import('./intl-for-tests');
    const { AllergenFilter: Filter } = await import('@/components/menu/allergen-filter');
    render(
      <Intl>
        <Filter id="f" dishes={DISHES} />
      </Intl>,
    );
    const opener = screen.getByRole('button', { name: 'Allergies ?' });
    fireEvent.click(opener);
    expect(screen.getByText('Chargement des allergènes…')).toBeVisible();
    const legend = { name: 'Masquer les plats contenant :' };
    expect(await screen.findByRole('group', legend)).toBeVisible();
    expect(screen.queryByText('Chargement des allergènes…')).toBeNull();
    expect(screen.getByText(/rien ici n’est garanti sans traces/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', legend)).toBeNull();
  });

  it('never hides a dish without data', async () => {
    const user = userEvent.setup();
    renderWithIntl(<AllergenFilter id="f" dishes={[{ contains: null }]} />);
    await user.click(screen.getByRole('button', { name: 'Allergies ?' }));
    await screen.findByRole('group', { name: 'Masquer les plats contenant :' });
    for (const name of ['Gluten', 'Lait', 'Moutarde']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('status')).toHaveTextContent(
      '0 plat masqué par votre filtre allergènes. 1 plat sans informations allergènes reste affiché',
    );
  });
});

describe('LineAllergens', () => {
  const sauces = {
    id: 1,
    name: 'Sauces',
    min: 0,
    max: 2,
    selected: 0,
    option_options: [
      { id: 11, name: 'Moutarde', price: 0, quantity: 0, max_quantity: 1, allergens: ['moutarde'] },
      { id: 12, name: 'Du jour', price: 0, quantity: 0, max_quantity: 1 },
    ],
  };

  beforeEach(() => {
    const dishes = [
      { ...DISH, options: [sauces], allergens: ['gluten'], may_contain: ['sesame'] },
      { ...DISH, item_id: 2 },
    ];
    useCatalogueStore.getState().seed({ menus: menusAnswer(...dishes).payload as Menu[] });
    useCatalogueStore.setState((s) => ({
      settings: { ...s.settings, contacts: { ...s.settings.contacts, phone: '04 76 00 00 00' } },
    }));
  });

  it('unites the dish and its chosen options', () => {
    renderWithIntl(
      <LineAllergens itemId={1} options={[{ groupId: 1, optionId: 11, quantity: 1 }]} />,
    );
    expect(screen.getByTestId('line-allergens')).toHaveTextContent(
      'Contient : Gluten, MoutardePeut contenir : Sésame',
    );
  });

  it('asks the diner to ask when a chosen option, or the dish, has no data', () => {
    renderWithIntl(
      <>
        <LineAllergens itemId={1} options={[{ groupId: 1, optionId: 12, quantity: 1 }]} />
        <LineAllergens itemId={2} options={[]} />
        <LineAllergens itemId={99} options={[]} />
      </>,
    );
    const [withOption, withoutData, gone] = screen.getAllByTestId('line-allergens');
    expect(withOption).toHaveTextContent('Contient au moins : Gluten');
    expect(withOption).toHaveTextContent(
      'Informations allergènes : demandez-nous au 04 76 00 00 00',
    );
    expect(withoutData).toHaveTextContent(
      /^Informations allergènes : demandez-nous au 04 76 00 00 00$/,
    );
    expect(gone).toHaveTextContent(/^Informations allergènes : demandez-nous/);
  });
});
