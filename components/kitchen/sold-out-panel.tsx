'use client';

/**
 * Dishes and option choices sold out (docs/product.md#running-the-day): those out now first, each
 * with « Remettre en vente »; then the menus' dishes and choices, searchable, each an « Épuisé »
 * toggle, until the next opening (the API's default) or until put back by hand.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { kitchenApi } from '@/lib/kitchen/client';
import { clockLabel, searchEntries, type SellableEntry } from '@/lib/kitchen/switches';
import { PART_BUTTON, Section, SwitchList } from './service-parts';
import type { PanelProps } from './use-switches';
import { useKitchenTimeZone } from './time-zone';

const ROW = 'flex items-center gap-3 rounded-xl border-2 p-3';

type Menu =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; entries: SellableEntry[] };

function useSellable() {
  const [menu, setMenu] = useState<Menu>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void kitchenApi.sellable().then((result) => {
      if (live) setMenu(result.ok ? { state: 'ready', entries: result.data } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setMenu({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { menu, retry };
}

export function SoldOutPanel({ switches, now, change }: PanelProps) {
  const timeZone = useKitchenTimeZone();
  const t = useTranslations('kitchen.service.soldOut');
  const { menu, retry } = useSellable();
  const [query, setQuery] = useState('');
  const [byHand, setByHand] = useState(false);
  const modeId = useId();
  const soldOut = useMemo(
    () => new Set(switches.sold_out.map((entry) => `${entry.kind}:${entry.id}`)),
    [switches.sold_out],
  );
  const found = menu.state === 'ready' ? searchEntries(menu.entries, query) : [];

  return (
    <div className="space-y-6">
      <Section title={t('heading')} className="space-y-2">
        <SwitchList
          now={now}
          none={t('none')}
          rowClass="border-amber-300 bg-amber-50"
          rows={switches.sold_out.map((entry) => ({
            key: `${entry.kind}:${entry.id}`,
            title: entry.name,
            detail: entry.until
              ? t('untilNext', { time: clockLabel(entry.until, now, timeZone) })
              : t('untilBack'),
            setBy: entry.set_by,
            setAt: entry.set_at,
            undo: {
              text: t('back'),
              label: t('backLabel', { name: entry.name }),
              run: () => void change({ do: 'backOnSale', kind: entry.kind, id: entry.id }),
              tone: 'restore',
            },
          }))}
        />
      </Section>
      <Section title={t('menu')}>
        <div className="flex flex-wrap items-end gap-4">
          <label className="block min-w-64 flex-1 text-lg font-semibold">
            {t('search')}
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="mt-1 block w-full rounded-xl border-2 border-neutral-400 px-4 py-2 text-lg"
            />
          </label>
          <div role="group" aria-labelledby={modeId} className="flex flex-wrap items-center gap-2">
            <p id={modeId} className="text-lg font-semibold">
              {t('mode')}
            </p>
            {[false, true].map((hand) => (
              <button
                key={String(hand)}
                type="button"
                aria-pressed={byHand === hand}
                onClick={() => setByHand(hand)}
                className="min-h-12 rounded-xl border-2 border-ink px-3 text-base font-semibold aria-pressed:bg-ink aria-pressed:text-white"
              >
                {hand ? t('modeBack') : t('modeNext')}
              </button>
            ))}
          </div>
        </div>
        {menu.state === 'loading' && <p className="text-lg">{t('loading')}</p>}
        {menu.state === 'failed' && (
          <p role="alert" className="flex items-center gap-3 text-lg text-red-900">
            {t('loadFailed')}
            <button type="button" onClick={retry} className={`${PART_BUTTON} border-2 border-ink`}>
              {t('retry')}
            </button>
          </p>
        )}
        {menu.state === 'ready' && found.length === 0 && (
          <p className="text-lg">{t('noMatch', { query })}</p>
        )}
        <ul className="grid gap-2 lg:grid-cols-2">
          {found.map((entry) => {
            const out = soldOut.has(`${entry.kind}:${entry.id}`);
            return (
              <li
                key={`${entry.kind}:${entry.id}`}
                className={`${ROW} ${out ? 'border-neutral-300 bg-neutral-100' : 'border-neutral-200'}`}
              >
                <div className="min-w-0 flex-1">
                  <p className={`text-lg font-bold ${out ? 'text-neutral-600 line-through' : ''}`}>
                    {entry.name}
                  </p>
                  <p className="truncate text-base text-neutral-700">
                    {entry.kind === 'option' ? t('choice', { groups: entry.where }) : entry.where}
                  </p>
                </div>
                <button
                  type="button"
                  aria-pressed={out}
                  aria-label={t('markLabel', { name: entry.name })}
                  onClick={() =>
                    void change(
                      out
                        ? { do: 'backOnSale', kind: entry.kind, id: entry.id }
                        : {
                            do: 'soldOut',
                            kind: entry.kind,
                            id: entry.id,
                            untilSwitchedBack: byHand,
                          },
                    )
                  }
                  className={`${PART_BUTTON} border-2 border-amber-700 bg-white text-amber-900 aria-pressed:bg-amber-700 aria-pressed:text-white`}
                >
                  <span aria-hidden="true">{out ? '✓ ' : ''}</span>
                  {t('mark')}
                </button>
              </li>
            );
          })}
        </ul>
      </Section>
    </div>
  );
}
