/**
 * Option groups shared by several items of the demo catalogue. Ids are fixed (group id × 100 + n
 * for the choices) so that carts saved by a diner still match after the seed runs again.
 * Prices are in integer cents, like every amount stored by the API. A choice's VAT rate is its
 * item's: the drinks of a formula go with the formula (docs/adr/0034).
 */
import {
  BAKED,
  BAKERY_TRACES,
  BREADED,
  BRIOCHE,
  FRYER_TRACES,
  TURKEY,
  type FoodFacts,
  all,
} from './food-facts';

interface CatalogueOptionChoice extends FoodFacts {
  id: number;
  name: string;
  priceCents: number;
  /** How many of this one choice may be picked (extras: up to 3 portions of cheddar). */
  maxQuantity?: number;
}

export interface CatalogueOptionGroup {
  id: number;
  name: string;
  min: number;
  max: number;
  choices: readonly CatalogueOptionChoice[];
}

export const SAUCES: CatalogueOptionGroup = {
  id: 1,
  name: 'Sauces (2 au choix)',
  min: 0,
  max: 2,
  choices: [
    { id: 101, name: 'Ketchup', priceCents: 0, allergens: [] },
    { id: 102, name: 'Mayonnaise', priceCents: 0, allergens: ['oeufs', 'moutarde'] },
    {
      id: 103,
      name: 'Barbecue fumée',
      priceCents: 0,
      allergens: ['celeri', 'moutarde', 'sulfites'],
    },
    { id: 104, name: 'Algérienne', priceCents: 0, allergens: ['oeufs', 'moutarde'] },
    { id: 105, name: 'Samouraï', priceCents: 0, allergens: ['oeufs', 'moutarde'] },
    { id: 106, name: 'Blanche à l’ail et ciboulette', priceCents: 0, allergens: ['oeufs', 'lait'] },
    {
      id: 107,
      name: 'Miel-moutarde à l’ancienne',
      priceCents: 50,
      allergens: ['moutarde', 'sulfites'],
    },
    { id: 108, name: 'Cheddar chaud', priceCents: 50, allergens: ['lait'] },
  ],
};

export const EXTRAS: CatalogueOptionGroup = {
  id: 2,
  name: 'Suppléments',
  min: 0,
  max: 5,
  choices: [
    { id: 201, name: 'Cheddar', priceCents: 80, maxQuantity: 3, allergens: ['lait'] },
    {
      id: 202,
      name: 'Bacon de dinde',
      priceCents: 120,
      maxQuantity: 3,
      allergens: [],
      meatOrigins: [TURKEY],
    },
    { id: 203, name: 'Raclette fondue', priceCents: 100, maxQuantity: 3, allergens: ['lait'] },
    { id: 204, name: 'Oignons frits', priceCents: 60, maxQuantity: 3, allergens: ['gluten'] },
    { id: 205, name: 'Jalapeños', priceCents: 50, maxQuantity: 3, allergens: [] },
    { id: 206, name: 'Avocat', priceCents: 120, maxQuantity: 3, allergens: [] },
  ],
};

export const FRIES_SIZE: CatalogueOptionGroup = {
  id: 3,
  name: 'Taille',
  min: 1,
  max: 1,
  choices: [
    { id: 301, name: 'Moyenne', priceCents: 0, allergens: [] },
    { id: 302, name: 'Grande', priceCents: 100, allergens: [] },
  ],
};

export const FORMULA_DRINK: CatalogueOptionGroup = {
  id: 4,
  name: 'Boisson',
  min: 1,
  max: 1,
  choices: [
    { id: 401, name: 'Coca-Cola 33 cl', priceCents: 0, allergens: [] },
    { id: 402, name: 'Coca-Cola Zéro 33 cl', priceCents: 0, allergens: [] },
    { id: 403, name: 'Orangina 33 cl', priceCents: 0, allergens: [] },
    { id: 404, name: 'Thé glacé pêche 33 cl', priceCents: 0, allergens: [] },
    { id: 405, name: 'Eau de source 50 cl', priceCents: 0, allergens: [] },
    { id: 406, name: 'Citronnade maison 40 cl', priceCents: 50, allergens: [] },
  ],
};

export const FORMULA_SIDE: CatalogueOptionGroup = {
  id: 5,
  name: 'Accompagnement',
  min: 1,
  max: 1,
  choices: [
    { id: 501, name: 'Frites moyennes', priceCents: 0, allergens: [], mayContain: FRYER_TRACES },
    { id: 502, name: 'Potatoes', priceCents: 0, allergens: [], mayContain: FRYER_TRACES },
    { id: 503, name: 'Coleslaw maison', priceCents: 0, allergens: ['oeufs', 'lait', 'moutarde'] },
    {
      id: 504,
      name: 'Frites de patate douce',
      priceCents: 100,
      allergens: [],
      mayContain: FRYER_TRACES,
    },
  ],
};

export const WINGS_STYLE: CatalogueOptionGroup = {
  id: 6,
  name: 'Préparation',
  min: 1,
  max: 1,
  choices: [
    { id: 601, name: 'Classiques', priceCents: 0, allergens: [] },
    { id: 602, name: 'Épicées', priceCents: 0, allergens: ['celeri'] },
    {
      id: 603,
      name: 'Laquées miel-sésame',
      priceCents: 50,
      allergens: ['gluten', 'soja', 'sesame'],
    },
  ],
};

export const MILKSHAKE_FLAVOUR: CatalogueOptionGroup = {
  id: 7,
  name: 'Parfum',
  min: 1,
  max: 1,
  choices: [
    { id: 701, name: 'Vanille', priceCents: 0, allergens: [] },
    { id: 702, name: 'Chocolat', priceCents: 0, allergens: ['soja'] },
    { id: 703, name: 'Fraise', priceCents: 0, allergens: [] },
    { id: 704, name: 'Caramel beurre salé', priceCents: 0, allergens: ['lait'] },
  ],
};

export const POPCORN_SIZE: CatalogueOptionGroup = {
  id: 8,
  name: 'Taille',
  min: 1,
  max: 1,
  choices: [
    { id: 801, name: 'Moyen', priceCents: 0, allergens: [] },
    { id: 802, name: 'Grand', priceCents: 150, allergens: [] },
  ],
};

export const SUNDAE_TOPPING: CatalogueOptionGroup = {
  id: 9,
  name: 'Nappage et éclats',
  min: 0,
  max: 2,
  choices: [
    { id: 901, name: 'Nappage caramel', priceCents: 0, allergens: ['lait'] },
    { id: 902, name: 'Nappage chocolat', priceCents: 0, allergens: ['soja', 'lait'] },
    { id: 903, name: 'Éclats de noix de Grenoble', priceCents: 50, allergens: ['fruits-a-coque'] },
    { id: 904, name: 'Billes chocolatées', priceCents: 50, allergens: ['gluten', 'soja', 'lait'] },
  ],
};

export const KIDS_MAIN: CatalogueOptionGroup = {
  id: 10,
  name: 'Plat',
  min: 1,
  max: 1,
  choices: [
    { id: 1001, name: '3 tenders', priceCents: 0, allergens: BREADED },
    { id: 1002, name: '4 nuggets', priceCents: 0, allergens: ['gluten', 'oeufs', 'celeri'] },
    { id: 1003, name: 'Mini cheese poulet', priceCents: 0, allergens: BRIOCHE },
  ],
};

export const KIDS_DRINK: CatalogueOptionGroup = {
  id: 11,
  name: 'Boisson',
  min: 1,
  max: 1,
  choices: [
    { id: 1101, name: 'Jus de pomme bio 20 cl', priceCents: 0, allergens: [] },
    { id: 1102, name: 'Eau de source 33 cl', priceCents: 0, allergens: [] },
    { id: 1103, name: 'Sirop de grenadine 25 cl', priceCents: 0, allergens: [] },
  ],
};

export const KIDS_DESSERT: CatalogueOptionGroup = {
  id: 12,
  name: 'Dessert',
  min: 1,
  max: 1,
  choices: [
    { id: 1201, name: 'Compote pomme-poire', priceCents: 0, allergens: [] },
    { id: 1202, name: 'Yaourt à boire fraise', priceCents: 0, allergens: ['lait'] },
    { id: 1203, name: 'Mini cookie', priceCents: 0, allergens: BAKED, mayContain: BAKERY_TRACES },
  ],
};

export const FORMULA_DESSERT: CatalogueOptionGroup = {
  id: 13,
  name: 'Dessert',
  min: 1,
  max: 1,
  choices: [
    {
      id: 1301,
      name: 'Cookie triple chocolat',
      priceCents: 0,
      allergens: BAKED,
      mayContain: BAKERY_TRACES,
    },
    {
      id: 1302,
      name: 'Brownie aux noix de Grenoble',
      priceCents: 0,
      allergens: all(BAKED, 'fruits-a-coque'),
      mayContain: ['arachides'],
    },
    { id: 1303, name: 'Compote pomme-poire', priceCents: 0, allergens: [] },
  ],
};
