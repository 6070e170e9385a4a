'use client';

import { useTranslations } from 'next-intl';
import type { Allergen } from '@/lib/api/allergen-codes';
import type { Item, ItemOption } from '@/lib/api/schemas';
import type { GroupError, Selection } from '@/lib/domain/item-options';
import { OptionChoice } from './option-choice';

/** The id of a group's fieldset, to bring the diner back to the first group to complete. */
export const optionGroupId = (groupId: number) => `option-group-${groupId}`;

/** "2 au choix maximum", "Obligatoire · 1 choix", "Obligatoire · 1 à 3 choix". */
function useRule(group: ItemOption): string {
  const t = useTranslations('item');
  if (group.min === 0) return t('ruleOptional', { max: group.max });
  if (group.min === group.max) return t('ruleRequired', { count: group.max });
  return t('ruleRequiredRange', { min: group.min, max: group.max });
}

/** One French sentence per kind of problem in the group. */
function useErrorMessages(errors: readonly GroupError[]): string[] {
  const t = useTranslations('item');
  const messages = errors.map((error) => {
    if (error.kind === 'belowMin') return t('belowMin', { min: error.min });
    if (error.kind === 'aboveMax') return t('aboveMax', { max: error.max });
    return t('optionInvalid');
  });
  return [...new Set(messages)];
}

/**
 * An option group as a fieldset whose legend carries the name (a heading) and the rule. Its
 * problems are shown only once `showErrors` is set (after the diner tried to add), not while
 * the diner is still choosing.
 */
export function OptionGroup({
  group,
  dish,
  avoided,
  selection,
  errors = [],
  showErrors,
  onChange,
}: {
  group: ItemOption;
  /** The dish, so each choice says what it adds to it. */
  dish: Pick<Item, 'allergens'>;
  avoided: readonly Allergen[];
  selection: Selection;
  errors?: readonly GroupError[];
  showErrors: boolean;
  onChange: (selection: Selection) => void;
}) {
  const rule = useRule(group);
  const messages = useErrorMessages(showErrors ? errors : []);
  const errorId = `${optionGroupId(group.id)}-error`;
  return (
    <fieldset
      id={optionGroupId(group.id)}
      aria-describedby={messages.length > 0 ? errorId : undefined}
      className="mt-6 scroll-mt-4"
    >
      <legend className="w-full">
        <h3 className="inline text-lg font-bold">{group.name}</h3>{' '}
        <span className="text-sm text-neutral-600">· {rule}</span>
      </legend>
      {messages.length > 0 && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-brand-dark">
          {messages.join(' ')}
        </p>
      )}
      <div className="mt-1 divide-y divide-black/5">
        {group.option_options.map((option) => (
          <OptionChoice
            key={option.id}
            group={group}
            option={option}
            dish={dish}
            avoided={avoided}
            selection={selection}
            onChange={onChange}
          />
        ))}
      </div>
    </fieldset>
  );
}
