/** Drinks: milkshakes, lemonade, water, cans and fountain cups. */
import * as F from '../lib/food';
import { C } from '../lib/food';
import { GROUND } from '../lib/scene';
import { g, type Rng } from '../lib/svg';
import { type Cues, type Picture } from './cues';
import { bubbles, glassOf, lemonHalf, orangeHalf, peach } from './garnish';

export function drinkRecipe(r: Rng, c: Cues): Picture {
  if (c.has(/milkshake|shake/)) {
    const col = c.has(/chocolat/) ? '#a0694a' : c.has(/vanille/) ? '#fbe7b5' : '#f6a5bd';
    return {
      accent: '#ff8fb0',
      body:
        g(320, GROUND, 1.0, F.milkshake(r, col)) +
        g(
          480,
          GROUND - 6,
          1,
          `<circle cx="0" cy="-14" r="14" fill="#e0203a"/><path d="M-6 -26 l6 4 6 -4" stroke="#3f8f2a" stroke-width="3" fill="none"/>`,
        ) +
        g(
          170,
          GROUND,
          0.8,
          `<circle cx="0" cy="-18" r="18" fill="#e0203a"/><circle cx="-5" cy="-24" r="5" fill="#fff" opacity="0.4"/>`,
        ),
    };
  }
  if (c.has(/citron|lemon|limonade/)) {
    const inside =
      F.iceCube(-16, -120, 26, 10) +
      F.iceCube(14, -92, 24, -16) +
      F.lemonSlice(-6, -64, 22, 10, '#fff07a', '#f5d000') +
      F.leaf(-20, -150, -30, 0.8, '#3f9a3a') +
      bubbles(r, -30, 30, -160, -20);
    const top =
      F.lemonSlice(-46, -200, 28, 0, '#ffe14a', '#f5c000') +
      F.straw(22, -196, 14, C.gold, 110) +
      F.leaf(-14, -214, -50, 1, '#3f9a3a') +
      F.leaf(-10, -212, -120, 0.9, '#2f8a2a');
    return {
      accent: '#ffe14a',
      body:
        g(320, GROUND, 1.15, F.tumbler('#fbe98a', inside, top, 0.86, 200)) +
        lemonHalf(520, GROUND, 1.1) +
        F.leaf(110, GROUND - 6, -160, 1.3, '#3f9a3a'),
    };
  }
  if (c.has(/\beau\b|water|source/)) {
    return {
      accent: '#7cc8f0',
      body:
        g(320, GROUND, 1.25, F.waterBottle(r)) +
        g(470, GROUND, 0.8, F.tumbler('#d8f1fb', F.iceCube(0, -60, 22, 10), '', 0.6, 150)),
    };
  }
  const can = (spec: F.CanSpec, glass: string, side = '') =>
    g(260, GROUND, 1.3, F.drinkCan(r, spec)) + g(420, GROUND, 1.0, glassOf(r, glass)) + side;
  if (c.has(/zero|light/) && c.has(/cola|coca/)) {
    return {
      accent: '#ff5a5a',
      body: can({ body: '#1b1b1b', accent: C.red, pattern: 'wave' }, '#3a1a10'),
    };
  }
  if (c.has(/cola|coca/)) {
    return {
      accent: C.red,
      body: can({ body: '#d7141a', accent: '#fff', pattern: 'wave' }, '#4a1e10'),
    };
  }
  if (c.has(/orangina|orange/)) {
    return {
      accent: '#ffa229',
      body:
        g(
          260,
          GROUND,
          1.3,
          F.drinkCan(r, {
            body: '#ff8c1a',
            accent: '#ffb347',
            accent2: '#1f4fa0',
            pattern: 'dots',
          }),
        ) +
        orangeHalf(440, GROUND, 1.3) +
        F.leaf(470, GROUND - 70, -40, 1, '#3f8f2a'),
    };
  }
  if (c.has(/the|tea|peche|peach/)) {
    return {
      accent: '#ffa06a',
      body: can(
        { body: '#f28a3c', accent: '#fff3e0', pattern: 'fruit', fruit: '#ffb27a' },
        '#d9822a',
        peach(540, GROUND + 4, 0.9),
      ),
    };
  }
  // any other drink: a branded fountain cup in a colour derived from the slug
  return { accent: C.red, body: g(320, GROUND, 1.3, F.drinkCup(r, { body: C.red, band: '#fff' })) };
}
