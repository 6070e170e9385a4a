/**
 * What both order mails show of a line besides its price: its allergens as sold, the dish's and
 * its options' (docs/product.md#the-receipt), where the data stops the diner is asked to ask and
 * the kitchen told it is not known, never "free of"; and the name of a gift.
 */
import type { Allergen } from '@/lib/api/allergen-codes';
import { ALLERGEN_NAMES } from '@/lib/api/allergen-names';
import type { AllergenInfo } from '@/lib/domain/allergens';
import type { ConfirmationFacts, ItemName } from './mail-facts';

/** Where a line's details start, under its « 2 × name : price ». */
export const DETAIL = '    ';

const names = (codes: readonly Allergen[]) =>
  codes.map((code) => ALLERGEN_NAMES[code].short.toLocaleLowerCase('fr-FR')).join(', ');

const UNKNOWN: AllergenInfo = { contains: [], mayContain: [], complete: false };

/** The wording of each audience: a line that declares none, and one whose data stops. */
interface Wording {
  none: string;
  unknown: string;
}

function allergenLines(info: AllergenInfo | null | undefined, wording: Wording): string[] {
  const { contains, mayContain, complete } = info ?? UNKNOWN;
  const lines: string[] = [];
  if (complete) lines.push(`Allergènes : ${contains.length > 0 ? names(contains) : wording.none}`);
  else {
    if (contains.length > 0) lines.push(`Allergènes connus : ${names(contains)}`);
    lines.push(wording.unknown);
  }
  if (mayContain.length > 0) lines.push(`Peut contenir : ${names(mayContain)}`);
  return lines.map((line) => DETAIL + line);
}

/** The diner's: « demandez-nous » with the restaurant's phone where the data stops. */
export function dinerAllergenLines(info: AllergenInfo | null | undefined, phone: string): string[] {
  const ask = phone.trim() ? `demandez-nous au ${phone.trim()}` : 'demandez-nous';
  return allergenLines(info, {
    none: 'aucun des 14 allergènes majeurs',
    unknown: `Informations allergènes : ${ask}`,
  });
}

/** The kitchen's: « non renseignés » where the data stops. */
export function kitchenAllergenLines(info: AllergenInfo | null | undefined): string[] {
  return allergenLines(info, { none: 'aucun', unknown: 'Allergènes non renseignés' });
}

type Gift = ConfirmationFacts['order']['freeItems'][number];

/** A gift's name: a line's of the same item, else the menus', else its number. */
export function giftName(
  gift: Gift,
  lines: ConfirmationFacts['lines'],
  itemName: ItemName | undefined,
): string {
  return (
    lines.find((line) => line.itemId === gift.itemId)?.name ??
    itemName?.(gift.itemId) ??
    `article n° ${gift.itemId}`
  );
}
