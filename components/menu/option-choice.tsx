'use client';

import { useTranslations } from 'next-intl';
import { MeatOrigins } from '@/components/allergens/meat-origins';
import type { Allergen } from '@/lib/api/allergen-codes';
import type { Item, ItemOption, OptionOption } from '@/lib/api/schemas';
import { allergensAddedBy } from '@/lib/domain/allergens';
import { allergenNames } from '@/lib/format/allergens';
import {
  canChooseMore,
  isSingleChoice,
  quantityOf,
  withOnly,
  withQuantity,
  type Selection,
} from '@/lib/domain/item-options';
import { formatPrice, toCents } from '@/lib/domain/money';
import { ItemStepper } from './item-stepper';

interface ChoiceProps {
  group: ItemOption;
  option: OptionOption;
  dish: Pick<Item, 'allergens'>;
  avoided: readonly Allergen[];
  selection: Selection;
  onChange: (selection: Selection) => void;
}

const row = 'flex min-h-12 items-center gap-3 py-1.5';

type FactsProps = Pick<ChoiceProps, 'option' | 'dish' | 'avoided'>;

/** Whether a choice has anything to say of its allergens or meat (else its line stays bare). */
const hasFacts = ({ option, dish }: FactsProps) =>
  option.allergens === undefined ||
  allergensAddedBy(dish, option)!.length > 0 ||
  (option.may_contain ?? []).length > 0 ||
  (option.meat_origins ?? []).length > 0;

/**
 * What a choice adds to the dish (docs/product.md#allergen-ui): the allergens the dish has not,
 * its traces, its meat; marked when it adds what the diner avoids; « non renseignés » without
 * data. Under the choice, its control's description.
 */
function ChoiceFacts({ id, option, dish, avoided }: FactsProps & { id: string }) {
  const t = useTranslations('allergens');
  const added = allergensAddedBy(dish, option);
  const traces = (option.may_contain ?? []).filter(
    (code) => !option.allergens?.includes(code) && !dish.allergens?.includes(code),
  );
  const hit = (added ?? []).filter((code) => avoided.includes(code));
  const parts: string[] = [];
  if (added === null) parts.push(t('optionUnknown'));
  else if (added.length > 0) parts.push(t('optionAdds', { list: allergenNames(added) }));
  if (traces.length > 0) parts.push(t('optionTraces', { list: allergenNames(traces) }));
  return (
    <p id={id} className="-mt-1 pb-2 pl-8 text-xs text-neutral-600" data-testid="option-allergens">
      {hit.length > 0 && (
        <strong className="mr-1 font-semibold text-brand-dark" data-testid="option-avoided">
          ⚠ {t('optionAvoided')} ·
        </strong>
      )}
      {parts.join(' · ')}
      <MeatOrigins origins={option.meat_origins} />
    </p>
  );
}

function ChoiceText({ option }: { option: OptionOption }) {
  const t = useTranslations('item');
  return (
    <>
      <span className="flex-1">
        {option.name}
        {option.sold_out && (
          <span className="ml-2 rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-700">
            {t('choiceSoldOut')}
          </span>
        )}
      </span>{' '}
      {option.price > 0 && (
        <span className="text-sm whitespace-nowrap text-neutral-600">
          {t('extraPrice', { price: formatPrice(toCents(option.price)) })}
        </span>
      )}
    </>
  );
}

/** One choice and, below it, what it adds. */
export function OptionChoice(props: ChoiceProps) {
  const { group, option } = props;
  const factsId = `option-facts-${group.id}-${option.id}`;
  const facts = hasFacts(props);
  return (
    <div>
      <ChoiceControl {...props} describedBy={facts ? factsId : undefined} />
      {facts && <ChoiceFacts id={factsId} {...props} />}
    </div>
  );
}

/**
 * One choice of a group: a radio in a required single-choice group, a − / + stepper when the
 * choice can be taken several times, a checkbox otherwise. A choice that would go past the
 * group's maximum is disabled, so the rule is felt before anything is refused.
 */
function ChoiceControl({
  group,
  option,
  selection,
  onChange,
  describedBy,
}: ChoiceProps & { describedBy: string | undefined }) {
  const t = useTranslations('item');
  const quantity = quantityOf(selection, group.id, option.id);
  // A choice the kitchen marked sold out is shown, never taken (issue 36); one already taken can
  // be let go.
  const soldOut = option.sold_out === true;
  const more = !soldOut && (quantity > 0 || canChooseMore(group, selection));

  if (option.max_quantity > 1) {
    return (
      <div className={row}>
        <ChoiceText option={option} />
        <ItemStepper
          label={option.name}
          value={quantity}
          min={0}
          max={option.max_quantity}
          canIncrease={more}
          decreaseLabel={t('decrease', { name: option.name })}
          increaseLabel={t('increase', { name: option.name })}
          onChange={(value) => onChange(withQuantity(selection, group.id, option.id, value))}
        />
      </div>
    );
  }

  const single = isSingleChoice(group);
  return (
    <label
      className={`${row} cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-50`}
    >
      <input
        type={single ? 'radio' : 'checkbox'}
        name={`option-${group.id}`}
        value={option.id}
        aria-describedby={describedBy}
        checked={quantity > 0}
        disabled={single ? soldOut && quantity === 0 : !more && quantity === 0}
        onChange={(event) =>
          onChange(
            single
              ? withOnly(selection, group.id, option.id)
              : withQuantity(selection, group.id, option.id, event.target.checked ? 1 : 0),
          )
        }
        className="size-5 shrink-0 accent-brand"
      />
      <ChoiceText option={option} />
    </label>
  );
}
