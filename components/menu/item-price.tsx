import { formatPrice } from '@/lib/domain/money';

/**
 * An item's price for the diner's mode: both prices are in the page, and the stylesheet shows
 * the one of `<html data-mode>` (set by OrderModeSync), so a menu of fifty prices hydrates
 * nothing. Prerendered HTML shows pickup prices until the saved mode is read.
 */
export function ItemPrice({
  pickupCents,
  deliveryCents,
}: {
  pickupCents: number;
  deliveryCents: number;
}) {
  return (
    <span className="font-bold text-brand-dark" data-testid="item-price">
      <span className="price-pickup">{formatPrice(pickupCents)}</span>
      <span className="price-delivery">{formatPrice(deliveryCents)}</span>
    </span>
  );
}
