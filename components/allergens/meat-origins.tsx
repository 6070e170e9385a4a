import type { MeatOrigin } from '@/lib/api/meat-origin';
import { formatMeatOrigin } from '@/lib/domain/meat-origin';

/** A dish's or an option's meats, each with its legal mention (docs/adr/0034). */
export function MeatOrigins({ origins }: { origins: readonly MeatOrigin[] | undefined }) {
  if (!origins || origins.length === 0) return null;
  return origins.map((meat) => (
    <span key={meat.species} className="block" data-testid="meat-origin">
      {formatMeatOrigin(meat)}
    </span>
  ));
}
