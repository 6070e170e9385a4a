/** Desserts: cookies, brownies, tiramisu, churros and sundaes. */
import * as F from '../lib/food';
import { C, SAUCE } from '../lib/food';
import { GROUND } from '../lib/scene';
import { g, type Rng } from '../lib/svg';
import { type Cues, type Picture } from './cues';

export function dessertRecipe(r: Rng, c: Cues): Picture {
  if (c.has(/cookie/)) return { accent: '#e0a060', body: g(320, GROUND, 1.15, F.cookieStack(r)) };
  if (c.has(/brownie/)) return { accent: '#c08a5a', body: g(316, GROUND, 1.2, F.brownieStack(r)) };
  if (c.has(/tiramisu/))
    return {
      accent: '#d9a070',
      body:
        g(300, GROUND, 1.25, F.tiramisu(r)) +
        g(
          470,
          GROUND + 4,
          1.0,
          `<ellipse cx="0" cy="-6" rx="9" ry="12" fill="#3b1f14" transform="rotate(-20 0 -6)"/><ellipse cx="26" cy="-4" rx="9" ry="12" fill="#3b1f14" transform="rotate(30 26 -4)"/>`,
        ),
    };
  if (c.has(/churros?/)) {
    let s = '';
    const count = Math.min(c.count(5), 6);
    for (let i = 0; i < count; i++) {
      const t = (i / (count - 1)) * 2 - 1;
      s += F.churro(r, t * 40, -100, t * 20, 150 + (i % 2) * 18);
    }
    return {
      accent: '#ffb070',
      body:
        g(290, GROUND, 1.15, F.paperCone(s, 140, 150)) +
        g(500, GROUND + 4, 1.3, F.saucePot(SAUCE.chocolate, r)),
    };
  }
  if (c.has(/sundae|glace|ice cream/)) {
    const sauce = c.has(/caramel/) ? '#c87a2a' : c.has(/fraise/) ? '#d6283a' : C.chocolate;
    return { accent: '#f5b0c0', body: g(320, GROUND, 1.2, F.sundae(r, sauce)) };
  }
  throw new Error(`no dessert picture for "${c.slug}"`);
}
