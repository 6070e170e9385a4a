/**
 * The mention of a meat's origin, worded as décret 2002-1465 (amended by décret 2025-141) and
 * décret 2024-171 art. 2 word it: « Origine : France », « Né et élevé : … et abattu : … » for
 * bovine meat, « Élevé : … et abattu : … » for the others (docs/adr/0034).
 */
import type { MeatOrigin } from '@/lib/api/meat-origin';
import { BOVINE, MEAT_SPECIES_NAMES } from '@/lib/api/meat-species';

/** The legal mention alone: « Origine : France ». */
export function meatOriginMention(meat: MeatOrigin): string {
  if ('origin' in meat) return `Origine : ${meat.origin}`;
  if (!BOVINE.has(meat.species)) {
    return `Élevé : ${meat.reared.join(', ')} et abattu : ${meat.slaughtered}`;
  }
  // The decree names the country of birth, then the countries of rearing, each once.
  const countries = [...new Set([meat.born ?? [], meat.reared].flat())].join(', ');
  return `Né et élevé : ${countries} et abattu : ${meat.slaughtered}`;
}

/** The species and its mention: « Poulet — Origine : France ». */
export function formatMeatOrigin(meat: MeatOrigin): string {
  return `${MEAT_SPECIES_NAMES[meat.species]} — ${meatOriginMention(meat)}`;
}
