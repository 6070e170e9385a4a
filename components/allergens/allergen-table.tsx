import { getTranslations } from 'next-intl/server';
import type { Allergen } from '@/lib/api/allergen-codes';
import type { Item, Menu, OptionOption } from '@/lib/api/schemas';
import { allergenInfo } from '@/lib/domain/allergens';
import { allergenNames } from '@/lib/format/allergens';
import { MeatOrigins } from './meat-origins';

type Facts = Pick<Item, 'allergens' | 'may_contain' | 'meat_origins'>;

/** One row: what the dish or choice contains, its traces, its meat; « demandez-nous » without data. */
async function FactsRow({
  name,
  facts,
  sub = false,
}: {
  name: string;
  facts: Facts;
  sub?: boolean;
}) {
  const t = await getTranslations('allergensPage');
  const { contains, mayContain, complete } = allergenInfo([facts]);
  const list = (codes: Allergen[]) => (codes.length > 0 ? allergenNames(codes) : t('none'));
  // On a phone each row stacks as a card, its cells named inline (the header row is hidden).
  const label = (text: string) => <span className="font-semibold sm:hidden">{text} : </span>;
  const cell = 'max-sm:block sm:py-2 sm:pr-3';
  return (
    <tr className="align-top max-sm:block max-sm:py-2" data-testid="allergen-row">
      <th
        scope="row"
        className={`${cell} text-left ${sub ? 'font-semibold sm:font-normal' : 'font-bold sm:font-semibold'}`}
      >
        {name}
      </th>
      <td className={cell}>
        {label(t('colContains'))}
        {complete ? (
          list(contains)
        ) : (
          <>
            {contains.length > 0 && <span className="sm:block">{allergenNames(contains)} · </span>}
            <strong className="font-semibold text-brand-dark">{t('notGiven')}</strong>
          </>
        )}
      </td>
      <td className={cell}>
        {label(t('colTraces'))}
        {facts.may_contain === undefined && !complete ? '—' : list(mayContain)}
      </td>
      <td className={facts.meat_origins?.length ? cell : 'max-sm:hidden sm:py-2 sm:pr-3'}>
        {label(t('colMeat'))}
        {facts.meat_origins?.length ? <MeatOrigins origins={facts.meat_origins} /> : '—'}
      </td>
    </tr>
  );
}

async function Head({ first }: { first: string }) {
  const t = await getTranslations('allergensPage');
  return (
    <thead className="max-sm:sr-only">
      <tr className="border-b border-black/15 text-left text-xs text-neutral-600 uppercase">
        <th scope="col" className="py-2 pr-3 font-semibold">
          {first}
        </th>
        <th scope="col" className="py-2 pr-3 font-semibold">
          {t('colContains')}
        </th>
        <th scope="col" className="py-2 pr-3 font-semibold">
          {t('colTraces')}
        </th>
        <th scope="col" className="py-2 font-semibold">
          {t('colMeat')}
        </th>
      </tr>
    </thead>
  );
}

/** Every choice of the menus once (choices are shared by dishes), by group then name. */
function distinctChoices(menus: Menu[]) {
  const seen = new Map<string, { group: string; choice: OptionOption }>();
  for (const item of menus.flatMap((m) => m.categories.flatMap((c) => c.items))) {
    for (const group of item.options) {
      for (const choice of group.option_options) {
        const key = `${group.name}\u0000${choice.name}`;
        if (!seen.has(key)) seen.set(key, { group: group.name, choice });
      }
    }
  }
  return [...seen.values()];
}

const table = 'w-full border-collapse text-sm max-sm:block sm:min-w-[34rem]';
const scroller = 'mb-8 overflow-x-auto rounded-2xl p-3 ring-1 ring-black/10';

/**
 * The allergen page's tables, rendered on the server only (no script): each menu's dishes by
 * category, then every option choice once (docs/product.md#allergen-ui).
 */
export async function AllergenTables({ menus }: { menus: Menu[] }) {
  const t = await getTranslations('allergensPage');
  const choices = distinctChoices(menus);
  return (
    <>
      {menus.map((menu) => (
        <section key={menu.menu_id} aria-labelledby={`allergenes-${menu.menu_id}`}>
          <h2 id={`allergenes-${menu.menu_id}`} className="mb-3 text-2xl font-extrabold">
            {menu.menu_name}
          </h2>
          {menu.categories.map((category) => (
            <div
              key={category.category_id}
              className={scroller}
              tabIndex={0}
              role="region"
              aria-label={category.category_name}
            >
              <table className={table}>
                <caption className="mb-1 text-left text-lg font-bold">
                  {category.category_name}
                </caption>
                <Head first={t('dish')} />
                <tbody className="divide-y divide-black/5 max-sm:block">
                  {category.items.map((item) => (
                    <FactsRow key={item.item_id} name={item.item_name} facts={item} />
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </section>
      ))}
      {choices.length > 0 && (
        <section>
          <h2 id="allergenes-options" className="mb-3 text-2xl font-extrabold">
            {t('optionsHeading')}
          </h2>
          <div className={scroller} tabIndex={0} role="region" aria-labelledby="allergenes-options">
            <table className={table}>
              <Head first={t('option')} />
              <tbody className="divide-y divide-black/5 max-sm:block">
                {choices.map(({ group, choice }) => (
                  <FactsRow
                    key={`${group}-${choice.id}`}
                    name={`${group} : ${choice.name}`}
                    facts={choice}
                    sub
                  />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
