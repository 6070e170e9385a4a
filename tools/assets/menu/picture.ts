/**
 * Picks a recipe for each item from its category, slug, name and description (burger, tenders,
 * wings, bucket, wrap, salad, fries, drinks, desserts, kids menu, formule…); name-driven details
 * vary the picture. Deterministic: the random details are seeded by the slug. An item that no
 * recipe matches is an error, so that no item is left without a picture.
 */
import { type CatalogueItem } from '../../../server/db/seed/catalogue';
import { frame, GROUND } from '../lib/scene';
import { rng } from '../lib/svg';
import { burgerRecipe } from './burgers';
import { bucketRecipe, nuggetsRecipe, popcornRecipe, tendersRecipe, wingsRecipe } from './chicken';
import { type Cues, cuesOf, type Recipe } from './cues';
import { dessertRecipe } from './desserts';
import { drinkRecipe } from './drinks';
import { formuleRecipe, kidsRecipe } from './meals';
import {
  coleslawRecipe,
  friesRecipe,
  mozzaRecipe,
  onionRingsRecipe,
  potatoesRecipe,
  sauceRecipe,
} from './sides';
import { saladRecipe, wrapRecipe } from './wraps-and-salads';

/** Ordered: the first matching rule draws the item. */
const RULES: { test: (c: Cues) => boolean; draw: Recipe }[] = [
  {
    test: (c) => c.category.startsWith('formule') || c.slug.startsWith('formule'),
    draw: formuleRecipe,
  },
  {
    test: (c) => c.category === 'menu-enfant' || c.has(/menu enfant|kids|p.?tit poulet/),
    draw: kidsRecipe,
  },
  { test: (c) => c.has(/bucket|seau/), draw: bucketRecipe },
  { test: (c) => c.category === 'burgers' || c.has(/\bburger\b/), draw: burgerRecipe },
  { test: (c) => c.category === 'boissons' || c.category === 'drinks', draw: drinkRecipe },
  { test: (c) => c.category === 'desserts', draw: dessertRecipe },
  { test: (c) => /tender/.test(c.name), draw: tendersRecipe },
  { test: (c) => /wing|ailes/.test(c.name), draw: wingsRecipe },
  { test: (c) => /nugget/.test(c.name), draw: nuggetsRecipe },
  { test: (c) => /popcorn|bouchees/.test(c.name), draw: popcornRecipe },
  { test: (c) => /wrap/.test(c.name), draw: wrapRecipe },
  { test: (c) => /salade|bowl|salad/.test(c.name), draw: saladRecipe },
  { test: (c) => /onion|oignon/.test(c.name), draw: onionRingsRecipe },
  { test: (c) => /mozza/.test(c.name), draw: mozzaRecipe },
  { test: (c) => /potatoes|wedges|potatoe/.test(c.name), draw: potatoesRecipe },
  { test: (c) => /coleslaw/.test(c.name), draw: coleslawRecipe },
  { test: (c) => /frites|fries/.test(c.name), draw: friesRecipe },
  { test: (c) => /sauce/.test(c.name) || c.category === 'sauces', draw: sauceRecipe },
];

export function pictureSvg(item: CatalogueItem): string {
  const c = cuesOf(item);
  const rule = RULES.find((x) => x.test(c));
  if (!rule)
    throw new Error(
      `no picture recipe for item "${item.slug}" (${item.name}): add a rule in ${'tools/assets/menu/picture.ts'}`,
    );
  const r = rng(item.slug);
  const pic = rule.draw(r, c);
  const z = pic.zoom ?? 1.15;
  const body = `<g transform="translate(320 ${GROUND}) scale(${z}) translate(-320 ${-GROUND})">${pic.body}</g>`;
  return frame(body, pic.accent, item.slug);
}
