'use client';

import { useTranslations } from 'next-intl';
import type { ItemOption, OptionOption } from '@/lib/api/schemas';
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
  selection: Selection;
  onChange: (selection: Selection) => void;
}

const row = 'flex min-h-12 items-center gap-3 py-1.5';

function ChoiceText({ option }: { option: OptionOption }) {
  const t = useTranslations('item');
  return (
    <>
      <span className="flex-1">{option.name}</span>{' '}
      {option.price > 0 && (
        <span className="text-sm whitespace-nowrap text-neutral-600">
          {t('extraPrice', { price: formatPrice(toCents(option.price)) })}
        </span>
      )}
    </>
  );
}

/**
 * One choice of a group: a radio in a required single-choice group, a − / + stepper when the
 * choice can be taken several times, a checkbox otherwise. A choice that would go past the
 * group's maximum is disabled, so the rule is felt before anything is refused.
 */
export function OptionChoice({ group, option, selection, onChange }: ChoiceProps) {
  const t = useTranslations('item');
  const quantity = quantityOf(selection, group.id, option.id);
  const more = quantity > 0 || canChooseMore(group, selection);

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
        checked={quantity > 0}
        disabled={!single && !more}
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
