/**
 * An order's lines as the kitchen cooks them: quantity, name, options, the diner's note and the
 * allergens (names from lib/api/allergen-codes.ts). Shared by the card and the printed ticket.
 */
import { useTranslations } from 'next-intl';
import type { StaffOrder } from '@/lib/api/staff';
import { allergenNames } from '@/lib/format/allergens';

type Line = StaffOrder['lines'][number];

function Allergens({ allergens }: { allergens: Line['allergens'] }) {
  const t = useTranslations('kitchen.order');
  if (!allergens) return <p className="text-amber-800">{t('allergensUnknown')}</p>;
  return (
    <>
      <p className="text-red-800">
        {allergens.contains.length > 0
          ? t('allergens', { list: allergenNames(allergens.contains) })
          : t('allergensNone')}
      </p>
      {allergens.may_contain.length > 0 && (
        <p className="text-neutral-700">
          {t('traces', { list: allergenNames(allergens.may_contain) })}
        </p>
      )}
    </>
  );
}

export function OrderLines({ lines }: { lines: StaffOrder['lines'] }) {
  const t = useTranslations('kitchen.order');
  return (
    <ul className="divide-y divide-neutral-200">
      {lines.map((line, index) => (
        <li key={index} className="py-2">
          <p className="text-lg font-bold">
            {line.quantity} × {line.name}
          </p>
          {line.options.length > 0 && (
            <ul className="pl-4">
              {line.options.map((option, i) => (
                <li key={i}>
                  + {option.quantity} × {option.name}
                </li>
              ))}
            </ul>
          )}
          {line.note && <p className="font-semibold italic">{t('note', { note: line.note })}</p>}
          <div className="text-base">
            <Allergens allergens={line.allergens} />
          </div>
        </li>
      ))}
    </ul>
  );
}
