/** The kids’ menu and the formules (a main dish in front of its fries and drink). */
import * as F from '../lib/food';
import { ITEMS } from '../../../server/db/seed/catalogue';
import { C, SAUCE } from '../lib/food';
import { GROUND } from '../lib/scene';
import { between, g, n, type Rng } from '../lib/svg';
import { burgerSpec } from './burgers';
import { tendersIn } from './chicken';
import { type Cues, cuesOf, type Picture, plain, type Recipe } from './cues';
import { chilli } from './garnish';
import { saladContent, wrapFill } from './wraps-and-salads';

export const kidsRecipe: Recipe = (r) => {
  let inside = '';
  for (let i = 0; i < 8; i++) {
    const x = -76 + i * 12;
    inside += `<g transform="translate(${x} -140) rotate(${n(-14 + i * 3 + between(r, -4, 4))})"><rect x="-8" y="${n(-between(r, 36, 70))}" width="16" height="100" rx="3" fill="#f6bb3f"/><rect x="-8" y="-64" width="6" height="100" fill="#ffd66b"/><rect x="5" y="-64" width="3" height="100" fill="#dc9526"/></g>`;
  }
  inside += F.nugget(r, 34, -164, 26) + F.nugget(r, 70, -156, 24) + F.nugget(r, 52, -186, 22);
  const toy = g(
    548,
    GROUND,
    1,
    `<circle cx="0" cy="-34" r="34" fill="#fff"/><path d="M0 -68 Q-30 -40 -6 0 Q-34 -4 -34 -34 Q-34 -62 0 -68 Z" fill="${C.red}"/><path d="M0 -68 Q30 -44 28 -14 Q36 -30 30 -50 Q20 -66 0 -68 Z" fill="#2aa6e0"/><path d="M-6 0 Q20 -4 28 -14 Q14 -22 -6 0 Z" fill="${C.gold}"/><circle cx="0" cy="-40" r="6" fill="#fff"/><circle cx="-14" cy="-54" r="5" fill="#fff" opacity="0.6"/>`,
  );
  const cup = g(96, GROUND, 0.7, F.drinkCup(r, { body: '#2aa6e0', band: '#fff', straw: C.gold }));
  return { accent: '#6fc3f0', body: g(320, GROUND, 1.1, F.kidsBox(r, inside)) + toy + cup };
};

/** The main dish of a formule, drawn in front of its fries and drink. */
export function formuleRecipe(r: Rng, c: Cues): Picture {
  const drinkColour = c.has(/spicy/) ? '#1b1b1b' : C.red;
  const cup = (x: number, s: number) =>
    g(
      x,
      GROUND - 6,
      s,
      F.drinkCup(r, { body: drinkColour, band: c.has(/spicy/) ? C.red : '#fff' }),
    );
  const fries = (x: number, s: number) => g(x, GROUND - 6, s, F.friesCarton(r, {}));
  let main = '';
  let accent = C.gold;
  let back = '';
  if (c.has(/salade|salad/)) {
    const { content, bowl } = saladContent(r, {
      ...c,
      has: (re) => re.test(c.text) && !/teriyaki/.test(String(re)),
    });
    back =
      g(486, GROUND - 8, 0.95, F.drinkCan(r, { body: '#1b1b1b', accent: C.red })) +
      g(150, GROUND + 6, 0.62, F.cookieStack(r));
    main = g(330, GROUND + 22, 0.88, F.bowl(content, bowl[0], bowl[1], bowl[2]));
    accent = '#9fd46a';
  } else if (c.has(/wrap|etudiant/)) {
    const f = wrapFill({ ...c, text: `${c.text} tomate cheddar` });
    back = fries(190, 0.92) + cup(470, 0.95);
    main = g(330, GROUND + 22, 1.0, F.wrap(r, f));
    if (c.has(/etudiant/)) {
      back =
        fries(180, 0.8) +
        g(
          478,
          GROUND - 6,
          0.95,
          F.drinkCan(r, {
            body: '#ff8c1a',
            accent: '#ffb347',
            accent2: '#1f4fa0',
            pattern: 'dots',
          }),
        );
      accent = '#6fc3f0';
    }
  } else if (c.has(/tender/)) {
    back = fries(175, 0.9) + cup(485, 0.95);
    main =
      g(330, GROUND + 24, 0.85, F.basket(tendersIn(r, c.count(5), 'golden'), 260, 66)) +
      g(548, GROUND + 30, 0.75, F.saucePot(SAUCE.bbq, r)) +
      g(108, GROUND + 30, 0.75, F.saucePot(SAUCE.mayo, r));
    accent = '#ff9a3d';
  } else {
    // burger formules: find the burger named in the formule
    const burgerItem = ITEMS.find(
      (i) =>
        i.categoryId !== ITEMS.find((x) => x.slug === c.slug)?.categoryId &&
        c.name.includes(plain(i.name).replace(/^le /, '')) &&
        /burger/.test(i.slug),
    );
    const spec = burgerSpec(burgerItem ? cuesOf(burgerItem) : c);
    back = fries(175, 0.9) + cup(482, 0.95);
    main = g(330, GROUND + 24, 0.88, F.burger(r, spec));
    if (spec.patty === 'spicy') main += chilli(84, GROUND + 34, -60, 0.7);
    accent = spec.patty === 'spicy' ? '#ff6a3d' : C.gold;
  }
  return { accent, body: back + main };
}
