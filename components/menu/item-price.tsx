'use client';

import { formatPrice } from '@/lib/format';
import { useOrderMode } from '@/lib/hooks/use-order-mode';

/** An item's price for the diner's mode: pickup or delivery (both in cents). */
export function ItemPrice({
  pickupCents,
  deliveryCents,
}: {
  pickupCents: number;
  deliveryCents: number;
}) {
  const mode = useOrderMode();
  return (
    <span className="font-bold text-brand-dark" data-testid="item-price" data-mode={mode}>
      {formatPrice(mode === 'delivery' ? deliveryCents : pickupCents)}
    </span>
  );
}
