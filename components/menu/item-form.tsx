'use client';

import { withIntl } from '@/components/intl/intl-island';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api-client';
import type { Item } from '@/lib/api/schemas';
import type { CartLine } from '@/lib/domain/cart-types';
import {
  canAdd,
  defaultSelection,
  NOTE_MAX_LENGTH,
  selectionErrors,
  selectionFromLine,
  toCartLine,
  type Selection,
  type SelectionErrors,
} from '@/lib/domain/item-options';
import { lineTotalCents } from '@/lib/domain/pricing';
import { useOrderMode } from '@/stores/use-order-mode';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart-types';
import { useAvoided } from '@/stores/allergen-filter';
import { useCartStore } from '@/stores/cart';
import { ItemAddBar } from './item-add-bar';
import { ItemAllergens } from './item-allergens';
import { useItemAvailability } from './item-availability';
import { ItemHeader } from './item-header';
import { optionGroupId, OptionGroup } from './option-group';

export type ItemFormResult = 'added' | 'updated';

/**
 * The choices of a line being edited, less those the menu does not offer now (a round trip through
 * `toCartLine` keeps only known options), so every remaining problem can be fixed on screen.
 */
function editableSelection(item: Item, line: CartLine): Selection {
  return selectionFromLine(toCartLine(item, selectionFromLine(line), 1, ''));
}

/** Brings the diner to the first group to complete, with the focus on its first choice. */
function focusFirstProblem(item: Item, errors: SelectionErrors) {
  const group = item.options.find((candidate) => errors[candidate.id]);
  const fieldset = group && document.getElementById(optionGroupId(group.id));
  fieldset?.querySelector<HTMLElement>('input:enabled, button:enabled')?.focus();
}

/**
 * Builds one cart line: options, note and quantity, priced live for the diner's mode. Adds it
 * (identical choices merge in the cart) or, when `editing`, replaces the line it came from.
 */
function ItemFormWords({
  item,
  editing,
  onDone,
}: {
  item: Item;
  editing: CartLine | null;
  onDone: (result: ItemFormResult) => void;
}) {
  const t = useTranslations('item');
  const mode = useOrderMode();
  const addLine = useCartStore((s) => s.addLine);
  const replaceLine = useCartStore((s) => s.replaceLine);
  const { orderable, reason, later } = useItemAvailability(item);
  const [selection, setSelection] = useState(() =>
    editing ? editableSelection(item, editing) : defaultSelection(item),
  );
  const [quantity, setQuantity] = useState(editing?.quantity ?? 1);
  const [note, setNote] = useState(editing?.note ?? '');
  const [attempted, setAttempted] = useState(false);
  const avoided = useAvoided();

  const errors = selectionErrors(item, selection);
  const line = toCartLine(item, selection, quantity, note);
  const valid = canAdd(item, selection, quantity, MAX_LINE_QUANTITY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!orderable) return;
    if (!valid) {
      setAttempted(true);
      focusFirstProblem(item, errors);
      return;
    }
    if (editing) replaceLine(editing.lineId, line);
    else addLine(line);
    void api.products(item.item_menu_id);
    onDone(editing ? 'updated' : 'added');
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain pb-6">
        <ItemHeader item={item} mode={mode} />
        <ItemAllergens item={item} avoided={avoided} />
        <div className="px-5">
          {item.options.map((group) => (
            <OptionGroup
              key={group.id}
              group={group}
              dish={item}
              avoided={avoided}
              selection={selection}
              errors={errors[group.id]}
              showErrors={attempted}
              onChange={setSelection}
            />
          ))}
          <NoteField note={note} onChange={setNote} />
        </div>
      </div>
      <ItemAddBar
        quantity={quantity}
        onQuantity={setQuantity}
        totalCents={lineTotalCents(line, mode)}
        editing={editing !== null}
        orderable={orderable}
        reason={reason}
        later={later}
        problem={attempted && !valid ? t('fixChoices') : null}
      />
    </form>
  );
}

function NoteField({ note, onChange }: { note: string; onChange: (note: string) => void }) {
  const t = useTranslations('item');
  return (
    <div className="mt-6">
      <label htmlFor="item-note" className="font-bold">
        {t('note')}
      </label>
      <textarea
        id="item-note"
        value={note}
        maxLength={NOTE_MAX_LENGTH}
        rows={2}
        placeholder={t('notePlaceholder')}
        aria-describedby="item-note-count"
        onChange={(event) => onChange(event.target.value)}
        className="mt-2 block w-full resize-none rounded-xl border border-neutral-300 px-3 py-2 text-base focus:border-ink focus:outline-none"
      />
      <p id="item-note-count" className="mt-1 text-right text-xs text-neutral-600">
        {t('noteCount', { count: note.length, max: NOTE_MAX_LENGTH })}
      </p>
    </div>
  );
}

/** Fetched after the first load, with next-intl's client for its words (docs/adr/0054). */
export const ItemForm = withIntl(ItemFormWords);
