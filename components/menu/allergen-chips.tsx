'use client';

import { useWords } from '@/components/intl/words';
import { ALLERGENS, type Allergen } from '@/lib/api/allergen-codes';
import { ALLERGEN_NAMES } from '@/lib/api/allergen-names';
import { writeStored } from '@/lib/browser/storage-keys';
import { inAnnexOrder } from '@/lib/domain/allergen-order';
import { ALLERGENS_KEY, useAllergenFilter } from '@/stores/allergen-filter';

function choose(avoided: Allergen[]) {
  writeStored(ALLERGENS_KEY, avoided.length > 0 ? JSON.stringify(avoided) : null);
  useAllergenFilter.setState({ avoided });
}

/**
 * The filter's panel (allergen-filter.tsx): the 14 allergens as chips, « Tout afficher » and
 * « Fermer ». Fetched when the panel is first opened or reached for, out of /menu's first load.
 */
export function AllergenChips({ avoided, onClose }: { avoided: Allergen[]; onClose: () => void }) {
  const t = useWords('allergens');
  return (
    <>
      <fieldset>
        <legend className="mb-2 font-bold">{t('filterLegend')}</legend>
        <div className="flex flex-wrap gap-2">
          {ALLERGENS.map((code) => {
            const on = avoided.includes(code);
            return (
              <button
                key={code}
                type="button"
                aria-pressed={on}
                onClick={() =>
                  choose(on ? avoided.filter((c) => c !== code) : inAnnexOrder([...avoided, code]))
                }
                className={`min-h-10 rounded-full px-3 text-sm font-semibold ring-1 ${
                  on
                    ? 'bg-brand-dark text-white ring-brand-dark'
                    : 'bg-white ring-black/20 hover:bg-cream'
                }`}
              >
                {ALLERGEN_NAMES[code].short}
              </button>
            );
          })}
        </div>
      </fieldset>
      <p className="mt-3 text-xs text-neutral-600">{t('filterNote')}</p>
      <div className="mt-3 flex gap-2">
        {avoided.length > 0 && (
          <button
            type="button"
            onClick={() => choose([])}
            className="rounded-full px-3 py-2 text-sm font-semibold text-brand-dark underline"
          >
            {t('filterClear')}
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          className="ml-auto rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white"
        >
          {t('filterClose')}
        </button>
      </div>
    </>
  );
}
