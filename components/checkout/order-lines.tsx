'use client';

import { useTranslations } from 'next-intl';
import { LineAllergens } from '@/components/allergens/line-allergens';
import { formatPrice } from '@/lib/domain/money';

export interface OrderLineView {
  quantity: number;
  name: string;
  options: { name: string; quantity: number }[];
  note: string;
  totalCents: number;
  /** Before paying: the dish and its chosen options, for its allergens. */
  allergensOf?: {
    itemId: number;
    options: { groupId: number; optionId: number; quantity: number }[];
  };
}

/**
 * The lines of an order as the diner reads them before paying and on /success: quantity, name,
 * options, note and price; the offers' gifts marked free.
 */
export function OrderLines({
  lines,
  gifts,
  testId,
}: {
  lines: OrderLineView[];
  gifts: { name: string; quantity: number }[];
  testId?: string;
}) {
  const t = useTranslations('cart');
  return (
    <ul className="divide-y divide-black/10" data-testid={testId}>
      {lines.map((line, i) => (
        <li key={i} className="flex justify-between gap-3 py-2">
          <div>
            <p className="font-semibold">
              {line.quantity} × {line.name}
            </p>
            {line.options.length > 0 && (
              <p className="text-sm text-neutral-600">
                {line.options
                  .map((o) => (o.quantity > 1 ? `${o.quantity} × ${o.name}` : o.name))
                  .join(', ')}
              </p>
            )}
            {line.note && <p className="text-sm text-neutral-600 italic">{line.note}</p>}
            {line.allergensOf && (
              <LineAllergens itemId={line.allergensOf.itemId} options={line.allergensOf.options} />
            )}
          </div>
          <p className="tabular-nums">{formatPrice(line.totalCents)}</p>
        </li>
      ))}
      {gifts.map((gift, i) => (
        <li key={`gift-${i}`} className="flex justify-between gap-3 py-2">
          <p className="font-semibold">
            {gift.quantity} × {gift.name || t('freeItem')}
          </p>
          <p>{t('free')}</p>
        </li>
      ))}
    </ul>
  );
}
