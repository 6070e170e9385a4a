'use client';

import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import type { LocationSuggestion } from '@/lib/api/schemas';
import { MIN_QUERY_LENGTH } from './address-lookup';
import type { AddressSearchState } from './use-address-search';

export interface AddressComboboxProps {
  id: string;
  autoFocus?: boolean;
  value: string;
  onChange: (text: string) => void;
  search: AddressSearchState;
  onPick: (suggestion: LocationSuggestion) => void;
}

interface Navigation {
  /** The list this navigation belongs to: a new list starts fresh, without an effect. */
  results: LocationSuggestion[];
  active: number;
  dismissed: boolean;
}

function useStatusText(value: string, search: AddressSearchState): string {
  const t = useTranslations('location.search');
  const typed = value.trim().length;
  if (search.status === 'loading') return t('loading');
  if (search.status === 'invalid')
    return search.message ?? (search.error === 'not_found' ? t('none') : t('unavailable'));
  if (search.status === 'ready') {
    return search.results.length === 0 ? t('none') : t('results', { count: search.results.length });
  }
  return typed > 0 && typed < MIN_QUERY_LENGTH ? t('minLength') : '';
}

/**
 * Which option is active and whether the list is shown. The state names the list it belongs
 * to, so a new list starts fresh without an effect.
 */
function useListNavigation(results: LocationSuggestion[], onPick: AddressComboboxProps['onPick']) {
  const [navigation, setNavigation] = useState<Navigation>({
    results,
    active: -1,
    dismissed: false,
  });
  const nav =
    navigation.results === results ? navigation : { results, active: -1, dismissed: false };
  const expanded = results.length > 0 && !nav.dismissed;
  const show = (active: number, dismissed = false) => setNavigation({ results, active, dismissed });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const from = expanded ? nav.active : -1;
      const down = event.key === 'ArrowDown';
      show(from === -1 && !down ? count - 1 : (from + (down ? 1 : -1) + count) % count);
    } else if (event.key === 'Enter' && expanded && nav.active >= 0) {
      event.preventDefault();
      onPick(results[nav.active]);
    } else if (event.key === 'Escape' && expanded) {
      // Keeps the dialog open: this Escape only closes the list.
      event.preventDefault();
      event.stopPropagation();
      show(-1, true);
    }
  };

  return { active: expanded ? nav.active : -1, expanded, onKeyDown, show };
}

interface SuggestionListProps {
  id: string;
  label: string;
  results: LocationSuggestion[];
  active: number;
  expanded: boolean;
  onPick: AddressComboboxProps['onPick'];
}

const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

function SuggestionList({ id, label, results, active, expanded, onPick }: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!expanded}
      className="mt-2 divide-y divide-black/5 overflow-hidden rounded-xl border border-black/10 bg-white shadow-lg"
    >
      {results.map((suggestion, index) => (
        <li
          key={`${index}-${suggestion.place_id}`}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the field, so the list does not close before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
          className="min-h-12 cursor-pointer px-4 py-3 hover:bg-cream aria-selected:bg-cream"
        >
          <span className="block font-semibold">{suggestion.structured_formatting.main_text}</span>
          <span className="block text-sm text-neutral-600">
            {suggestion.structured_formatting.secondary_text}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The address field with its suggestions, as the ARIA combobox pattern: arrows move through
 * the options (focus stays in the field, `aria-activedescendant` names the option), Enter picks,
 * Escape closes the list first and only then, pressed again, the dialog.
 */
export function AddressCombobox(props: AddressComboboxProps) {
  const { id, autoFocus, value, onChange, search, onPick } = props;
  const t = useTranslations('location.search');
  const status = useStatusText(value, search);
  const list = useListNavigation(search.results, onPick);
  const listId = `${id}-listbox`;
  const invalid = search.status === 'invalid';

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold">
        {t('label')}
      </label>
      <input
        id={id}
        autoFocus={autoFocus}
        type="text"
        role="combobox"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={list.onKeyDown}
        onBlur={() => list.show(-1, true)}
        onFocus={() => list.show(-1)}
        placeholder={t('placeholder')}
        autoComplete="street-address"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={list.expanded}
        aria-controls={listId}
        aria-activedescendant={list.active >= 0 ? optionId(listId, list.active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-status`}
        className="h-12 w-full rounded-xl border border-black/20 bg-white px-4 text-base text-ink placeholder:text-neutral-500 aria-invalid:border-brand"
      />
      <SuggestionList
        id={listId}
        label={t('label')}
        results={search.results}
        active={list.active}
        expanded={list.expanded}
        onPick={onPick}
      />
      <p
        id={`${id}-status`}
        aria-live="polite"
        className={`mt-1.5 min-h-5 text-sm ${invalid ? 'font-semibold text-brand-dark' : 'text-neutral-600'}`}
      >
        {status}
      </p>
    </div>
  );
}
