'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import type { Item } from '@/lib/api/schemas';
import { allergenInfo, avoidance } from '@/lib/domain/allergens';
import {
  buildSearchIndex,
  isSearchable,
  MIN_QUERY_LENGTH,
  searchItems,
  type SearchIndex,
} from '@/lib/domain/search';
import { useAvoided } from '@/stores/allergen-filter';
import { useCatalogueStore } from '@/stores/catalogue';
import { SearchIcon } from './search-icon';
import { SearchResult } from './search-result';
import { AllergenFilter } from '@/components/menu/allergen-filter';
import { openItem } from '@/components/menu/open-item';

// One index per catalogue, kept across openings: the store replaces `items` whenever the menus
// change, and a replaced map (with its index) is then garbage-collected.
const indexes = new WeakMap<ReadonlyMap<number, Item>, SearchIndex<Item>>();
function indexOf(items: ReadonlyMap<number, Item>): SearchIndex<Item> {
  let index = indexes.get(items);
  if (!index) {
    index = buildSearchIndex([...items.values()]);
    indexes.set(items, index);
  }
  return index;
}

/**
 * The search field as an ARIA combobox over a listbox of results (lib/domain/search decides
 * what matches). The focus never leaves the input: ↑/↓ move the active option
 * (`aria-activedescendant`), Enter opens it (or the best match when none is active), Escape
 * closes the search.
 */
export function SearchCombobox({ onClose }: { onClose: () => void }) {
  const t = useTranslations('search');
  const router = useRouter();
  const listboxId = useId();
  const items = useCatalogueStore((s) => s.items);
  const menusStatus = useCatalogueStore((s) => s.menusStatus);
  const loadMenus = useCatalogueStore((s) => s.loadMenus);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);

  useEffect(() => {
    void loadMenus();
  }, [loadMenus]);

  const index = indexOf(items);
  const avoided = useAvoided();
  const found = useMemo(() => searchItems(index, query), [index, query]);
  // The allergen filter hides what contains an avoided allergen; the rest is marked (ADR 39).
  const standing = (item: Item) => avoidance(allergenInfo([item]), avoided);
  const results = found.filter((item) => standing(item) !== 'contains');
  const optionId = (item: Item) => `${listboxId}-${item.item_id}`;

  const pick = (item: Item) => {
    onClose();
    openItem(router, `/menu?product=${item.item_id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = active < 0 && step < 0 ? count - 1 : (active + step + count) % count;
      setActive(next);
      document.getElementById(optionId(results[next]))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active] ?? results[0];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    // One scrolling box holding the input too (sticky on top): a scrolling region must hold
    // something focusable, and the options are not, by design.
    <div className="h-dvh overflow-y-auto overscroll-contain sm:h-auto sm:max-h-[70dvh]">
      <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-black/10 bg-white p-3">
        <label htmlFor={`${listboxId}-input`} className="sr-only">
          {t('label')}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500" />
          <input
            id={`${listboxId}-input`}
            type="search"
            role="combobox"
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={results[active] ? optionId(results[active]) : undefined}
            value={query}
            placeholder={t('placeholder')}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            className="h-12 w-full rounded-full bg-neutral-100 pr-4 pl-10 text-base focus:bg-white focus:outline-2 focus:outline-ink"
          />
        </div>
        <button
          type="button"
          onClick={onClose}
          className="grid size-11 shrink-0 place-items-center rounded-full text-ink hover:bg-neutral-100"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{t('close')}</span>
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('results')}
        hidden={results.length === 0}
        className="py-1"
      >
        {results.map((item, position) => (
          <SearchResult
            key={item.item_id}
            id={optionId(item)}
            item={item}
            active={position === active}
            onPick={() => pick(item)}
            onPoint={() => setActive(position)}
            standing={avoided.length > 0 ? standing(item) : null}
          />
        ))}
      </ul>
      {found.length > 0 && (
        <div className="px-4 pt-3">
          <AllergenFilter
            id={`${listboxId}-allergens`}
            dishes={found.map((item) => ({ contains: item.allergens ?? null }))}
          />
        </div>
      )}
      <SearchStatus query={query} count={results.length} status={menusStatus} onRetry={loadMenus} />
    </div>
  );
}

/** What the list is (loading, too short, empty, n results), read out as it changes. */
function SearchStatus({
  query,
  count,
  status,
  onRetry,
}: {
  query: string;
  count: number;
  status: string;
  onRetry: () => void;
}) {
  const t = useTranslations('search');
  let message = t('count', { count });
  if (status === 'error') message = t('error');
  else if (status !== 'ready') message = t('loading');
  else if (!isSearchable(query)) message = t('hint', { min: MIN_QUERY_LENGTH });
  else if (count === 0) message = t('empty', { query: query.trim() });
  const quiet = status === 'ready' && count > 0;
  return (
    <div className={quiet ? undefined : 'px-4 py-6 text-center text-neutral-700'}>
      <p role="status" className={quiet ? 'sr-only' : undefined}>
        {message}
      </p>
      {status === 'error' && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 min-h-11 rounded-full bg-ink px-5 font-semibold text-white"
        >
          {t('retry')}
        </button>
      )}
    </div>
  );
}
