/** Items of « Formules du midi » (menu 2): weekday lunch formulas. */
import { define, type CatalogueItem } from './item';
import { FORMULA_DESSERT, FORMULA_DRINK, FORMULA_SIDE, SAUCES } from './options';

const FORMULA = [FORMULA_SIDE, FORMULA_DRINK, SAUCES];

export const MIDI_FORMULAS: readonly CatalogueItem[] = [
  // Lunch formulas (menu 2)
  define({
    id: 45,
    slug: 'formule-crispy-classic',
    categoryId: 10,
    name: 'Formule Crispy Classic',
    pricePickupCents: 1090,
    score: 94,
    options: FORMULA,
    description: 'Le Crispy Classic, un accompagnement et une boisson au choix.',
  }),
  define({
    id: 46,
    slug: 'formule-spicy-fire',
    categoryId: 10,
    name: 'Formule Spicy Fire',
    pricePickupCents: 1150,
    score: 83,
    options: FORMULA,
    description: 'Le Spicy Fire, un accompagnement et une boisson pour éteindre le feu.',
  }),
  define({
    id: 47,
    slug: 'formule-savoyard',
    categoryId: 10,
    name: 'Formule Savoyard',
    pricePickupCents: 1290,
    score: 86,
    options: FORMULA,
    description: 'Le Savoyard à la raclette, un accompagnement et une boisson au choix.',
  }),
  define({
    id: 48,
    slug: 'formule-tenders-x5',
    categoryId: 11,
    name: 'Formule Tenders x5',
    pricePickupCents: 1050,
    score: 89,
    options: FORMULA,
    description: 'Cinq tenders, un accompagnement, une boisson et deux sauces.',
  }),
  define({
    id: 49,
    slug: 'formule-wrap',
    categoryId: 11,
    name: 'Formule Wrap',
    pricePickupCents: 950,
    score: 76,
    options: FORMULA,
    description: 'Le Wrap Crispy, un accompagnement et une boisson au choix.',
  }),
  define({
    id: 50,
    slug: 'formule-salade',
    categoryId: 11,
    name: 'Formule Salade',
    pricePickupCents: 1290,
    score: 63,
    options: [FORMULA_DRINK, FORMULA_DESSERT],
    description: 'Salade César, une boisson et un dessert pour un déjeuner plus léger.',
  }),
  define({
    id: 51,
    slug: 'formule-etudiant',
    categoryId: 11,
    name: 'Formule Étudiant',
    pricePickupCents: 790,
    score: 92,
    options: [FORMULA_DRINK],
    description:
      'Wrap Crispy, frites moyennes et boisson à petit prix, pour les campus de Grenoble.',
  }),
];
