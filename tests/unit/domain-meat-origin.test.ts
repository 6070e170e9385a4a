import { describe, expect, it } from 'vitest';
import type { MeatOrigin } from '@/lib/api/meat-origin';
import { formatMeatOrigin, meatOriginMention } from '@/lib/domain/meat-origin';

// The wording of décret 2024-171 art. 2 II, as décret 2002-1465 (amended) has it.
describe('meat origin', () => {
  it.each([
    [
      'born, reared and slaughtered in one country',
      { species: 'poulet', origin: 'France' },
      'Origine : France',
      'Poulet — Origine : France',
    ],
    [
      'poultry: the countries of rearing, then of slaughter',
      { species: 'dinde', reared: ['Pologne', 'Allemagne'], slaughtered: 'France' },
      'Élevé : Pologne, Allemagne et abattu : France',
      'Dinde — Élevé : Pologne, Allemagne et abattu : France',
    ],
    [
      'poultry: a known country of birth is not part of the mention',
      { species: 'poulet', born: 'Belgique', reared: ['France'], slaughtered: 'France' },
      'Élevé : France et abattu : France',
      'Poulet — Élevé : France et abattu : France',
    ],
    [
      'beef: birth and rearing named together, each country once',
      { species: 'boeuf', born: 'Irlande', reared: ['Irlande', 'France'], slaughtered: 'France' },
      'Né et élevé : Irlande, France et abattu : France',
      'Bœuf — Né et élevé : Irlande, France et abattu : France',
    ],
    [
      'veal is bovine',
      { species: 'veau', born: 'Pays-Bas', reared: ['Pays-Bas'], slaughtered: 'Belgique' },
      'Né et élevé : Pays-Bas et abattu : Belgique',
      'Veau — Né et élevé : Pays-Bas et abattu : Belgique',
    ],
    [
      'bovine without a country of birth (the contract refuses it): the rearing countries',
      { species: 'boeuf', reared: ['France'], slaughtered: 'Italie' },
      'Né et élevé : France et abattu : Italie',
      'Bœuf — Né et élevé : France et abattu : Italie',
    ],
    [
      'the decree allows « UE »',
      { species: 'porc', origin: 'UE' },
      'Origine : UE',
      'Porc — Origine : UE',
    ],
  ] satisfies [string, MeatOrigin, string, string][])('%s', (_case, meat, mention, formatted) => {
    expect(meatOriginMention(meat)).toBe(mention);
    expect(formatMeatOrigin(meat)).toBe(formatted);
  });
});
