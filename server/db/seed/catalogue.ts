/**
 * The demo restaurant's catalogue (Poulet Grenette, Grenoble): categories and items with fixed
 * ids and stable slugs. An item's slug names its picture (`item_image`, in the storefront's
 * public/menu-images/), so a slug never changes once published. Prices are integer cents.
 */
import type { CatalogueItem } from './item';
import { CARTE_MAINS } from './items-carte';
import { MIDI_FORMULAS } from './items-midi';
import { CARTE_SIDES } from './items-sides';

export type { CatalogueItem } from './item';
export const MENU_CARTE = 1;
export const MENU_MIDI = 2;

export interface CatalogueCategory {
  id: number;
  menuId: number;
  slug: string;
  name: string;
  description: string;
}

export const CATEGORIES: readonly CatalogueCategory[] = [
  {
    id: 1,
    menuId: MENU_CARTE,
    slug: 'burgers',
    name: 'Burgers',
    description: 'Poulet croustillant ou grillé, pain brioché toasté minute.',
  },
  {
    id: 2,
    menuId: MENU_CARTE,
    slug: 'tenders-wings',
    name: 'Tenders & Wings',
    description: 'Filets et ailes de poulet marinés 12 heures, panés à la main.',
  },
  {
    id: 3,
    menuId: MENU_CARTE,
    slug: 'buckets',
    name: 'Buckets à partager',
    description: 'Pour les soirées match, les révisions et les grandes tablées.',
  },
  {
    id: 4,
    menuId: MENU_CARTE,
    slug: 'wraps',
    name: 'Wraps',
    description: 'Galettes de blé toastées, garnies généreusement.',
  },
  {
    id: 5,
    menuId: MENU_CARTE,
    slug: 'salades-bowls',
    name: 'Salades & Bowls',
    description: 'Des crudités fraîches du marché et du poulet grillé.',
  },
  {
    id: 6,
    menuId: MENU_CARTE,
    slug: 'accompagnements',
    name: 'Accompagnements',
    description: 'Frites fraîches, potatoes et petites gourmandises à grignoter.',
  },
  {
    id: 7,
    menuId: MENU_CARTE,
    slug: 'menu-enfant',
    name: 'Menu enfant',
    description: 'Pour les petits appétits, avec une surprise dans la boîte.',
  },
  {
    id: 8,
    menuId: MENU_CARTE,
    slug: 'boissons',
    name: 'Boissons',
    description: 'Bien fraîches, pour accompagner le croustillant.',
  },
  {
    id: 9,
    menuId: MENU_CARTE,
    slug: 'desserts',
    name: 'Desserts',
    description: 'Faits maison ou presque, pour finir en douceur.',
  },
  {
    id: 10,
    menuId: MENU_MIDI,
    slug: 'formules-burger',
    name: 'Formules burger',
    description: 'Burger, accompagnement et boisson, du lundi au vendredi midi.',
  },
  {
    id: 11,
    menuId: MENU_MIDI,
    slug: 'formules-tenders-wraps',
    name: 'Formules tenders & wraps',
    description: 'Le déjeuner rapide et complet, à emporter ou livré au bureau.',
  },
];

export const ITEMS: readonly CatalogueItem[] = [...CARTE_MAINS, ...CARTE_SIDES, ...MIDI_FORMULAS];
