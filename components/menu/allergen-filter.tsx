'use client';

import { useWords } from '@/components/intl/words';
import { useState } from 'react';
import type { Allergen } from '@/lib/api/allergen-codes';
import { lazyModule } from '@/lib/hooks/use-lazy-module';
import { useAvoided } from '@/stores/allergen-filter';

/** The panel's chips, names and buttons: fetched when it is first opened or reached for. */
const chips = lazyModule(() => import('./allergen-chips'));

/** A dish as the filter counts it: its codes, or null when its data is unknown. */
export interface DishAllergens {
  contains: Allergen[] | null;
}

/**
 * The style that applies the filter to the server-rendered cards (item-card.tsx's data
 * attributes): cards containing an avoided allergen are hidden, those that may contain one show
 * « Traces possibles », those without data keep « nous demander », in the brand's colour.
 */
function filterStyle(avoided: readonly Allergen[]): string {
  if (avoided.length === 0) return '';
  return [
    ...avoided.flatMap((code) => [
      `[data-contains~="${code}"]{display:none}`,
      `[data-traces~="${code}"] [data-allergen-mark="traces"]{display:inline-block}`,
    ]),
    '[data-allergen-mark="unknown"]{color:var(--color-brand-dark);font-weight:600}',
  ].join('\n');
}

/**
 * « Masquer les plats contenant : » and the 14 allergens as chips (allergen-chips.tsx), remembered
 * on the device (docs/adr/0039). It hides what a dish contains as served; it never calls a dish
 * « sans » anything: traces are marked, and dishes without data stay, to be asked about.
 */
export function AllergenFilter({ dishes, id }: { dishes: readonly DishAllergens[]; id: string }) {
  const t = useWords('allergens');
  const tMenu = useWords('menu');
  const avoided = useAvoided();
  const [open, setOpen] = useState(false);
  const panel = chips.useModule(open);
  const hidden = dishes.filter((dish) => dish.contains?.some((c) => avoided.includes(c))).length;
  const unknown = dishes.filter((dish) => dish.contains === null).length;
  const style = filterStyle(avoided);
  return (
    <div className="mb-6" data-testid="allergen-filter">
      {style && <style>{style}</style>}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onPointerEnter={chips.load}
        onFocus={chips.load}
        className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
          avoided.length > 0
            ? 'bg-ink text-white ring-ink'
            : 'bg-white ring-black/15 hover:bg-cream'
        }`}
      >
        {avoided.length > 0 ? t('filterOpenCount', { count: avoided.length }) : t('filterOpen')}
      </button>
      <div
        id={id}
        hidden={!open}
        aria-busy={typeof panel !== 'object'}
        className="mt-3 rounded-2xl bg-white p-4 ring-1 ring-black/10"
      >
        {typeof panel === 'object' ? (
          <panel.AllergenChips avoided={avoided} onClose={() => setOpen(false)} />
        ) : panel === 'failed' ? (
          <button
            type="button"
            onClick={chips.load}
            className="min-h-10 rounded-full border-2 border-brand px-4 font-bold text-brand-dark"
          >
            {tMenu('retry')}
          </button>
        ) : (
          open && <p>{t('filterLoading')}</p>
        )}
      </div>
      <p
        role="status"
        className="mt-2 text-sm text-neutral-700"
        data-testid="allergen-filter-status"
      >
        {avoided.length > 0 && t('hiddenCount', { count: hidden })}
        {avoided.length > 0 && unknown > 0 && ` ${t('unknownCount', { count: unknown })}`}
      </p>
    </div>
  );
}
