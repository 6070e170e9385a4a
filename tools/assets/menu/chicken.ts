/** Fried chicken: tenders, wings, nuggets, popcorn chicken and buckets. */
import * as F from '../lib/food';
import { C, SAUCE, type Tone } from '../lib/food';
import { GROUND } from '../lib/scene';
import { between, g, type Rng } from '../lib/svg';
import { type Recipe } from './cues';
import { celery, chilli } from './garnish';

export function tendersIn(r: Rng, count: number, tone: Tone) {
  const out: string[] = [];
  const rows = count <= 3 ? 1 : count <= 6 ? 2 : 3;
  let k = 0;
  for (let row = 0; row < rows && k < count; row++) {
    const inRow = Math.ceil((count - k) / (rows - row));
    for (let i = 0; i < inRow; i++, k++) {
      const t = inRow === 1 ? 0 : (i / (inRow - 1)) * 2 - 1;
      const x = t * (inRow <= 2 ? 46 : 74) + between(r, -6, 6) + (row % 2 ? 18 : 0);
      const y = -84 - row * 28 - (1 - Math.abs(t)) * 10;
      const rot = (k % 2 ? 1 : -1) * between(r, 16, 34);
      out.push(F.tender(r, x, y, rot, 62, tone));
    }
  }
  // last rows are the back of the pile: draw them first
  return out.reverse().join('');
}

export const tendersRecipe: Recipe = (r, c) => {
  const count = c.count(5);
  const tone: Tone = c.has(/spicy|epice/) ? 'spicy' : 'golden';
  const w = count >= 9 ? 300 : count >= 5 ? 270 : 240;
  const pots =
    count >= 9 ? [SAUCE.bbq, SAUCE.mayo] : count >= 5 ? [SAUCE.ketchup] : [SAUCE.mustard];
  let side = '';
  pots.forEach((p, i) => (side += g(i ? 96 : 546, GROUND + 4, 0.95, F.saucePot(p, r))));
  return {
    accent: count >= 9 ? '#ff9a3d' : C.gold,
    body: g(318, GROUND, 1.05, F.basket(tendersIn(r, count, tone), w, 58)) + side,
  };
};

export const wingsRecipe: Recipe = (r, c) => {
  const count = c.count(6);
  // several styles on offer (nature, spicy, honey-sesame): the smaller portion shows them mixed
  const mixed = c.has(/miel|laque/) && count < 12;
  const tone: Tone = c.has(/spicy|epice|piquant|fire/) && !mixed ? 'spicy' : 'golden';
  let pieces = '';
  const shown = Math.min(count, 10);
  const rows = shown > 6 ? 2 : 1;
  const list: string[] = [];
  for (let i = 0; i < shown; i++) {
    const row = rows === 2 ? i % 2 : 0;
    const inRow = rows === 2 ? Math.ceil(shown / 2) : shown;
    const j = rows === 2 ? Math.floor(i / 2) : i;
    const t = inRow === 1 ? 0 : (j / (inRow - 1)) * 2 - 1;
    const drumette = rows === 2 ? row === 0 && j % 2 === 0 : i % 2 === 0;
    const pieceTone: Tone = mixed && i % 2 === 1 ? 'glazed' : tone;
    const x = t * (rows === 2 ? 92 : 80) + (row ? 20 : 0);
    const y = -78 - (rows === 2 ? (1 - row) * 34 : 14) - (1 - t * t) * 14;
    // drumettes lean outwards so that their bone shows; drawn last, on top of the pile
    const piece = drumette
      ? F.wing(r, x, y - 16, (t < 0 ? 1 : -1) * between(r, 150, 170), 1.15, pieceTone, true)
      : F.wing(r, x, y, between(r, -25, 25), 1.05, pieceTone, false);
    if (drumette) list.unshift(piece);
    else list.push(piece);
  }
  pieces = list.reverse().join('');
  let side = '';
  if (mixed)
    side += g(546, GROUND + 4, 0.95, F.saucePot('#f0a830', r)) + chilli(96, GROUND, -24, 0.8);
  else
    side +=
      g(546, GROUND + 4, 0.95, F.saucePot(SAUCE.white, r)) +
      celery(84, GROUND - 6, -74) +
      celery(104, GROUND - 2, -64);
  return {
    accent: mixed ? '#ff9a3d' : C.gold,
    body: g(318, GROUND, 1.05, F.basket(pieces, count >= 12 ? 290 : 260, 58)) + side,
  };
};

export const nuggetsRecipe: Recipe = (r, c) => ({
  accent: C.gold,
  body:
    g(300, GROUND, 1.15, F.nuggetBox(r, c.count(9))) +
    g(530, GROUND + 4, 1, F.saucePot(SAUCE.ketchup, r)),
});

export const popcornRecipe: Recipe = (r) => {
  let pieces = '';
  // a dome of bite-sized pieces, back ones first
  const spots: [number, number][] = [];
  for (let i = 0; i < 30; i++) {
    const t = between(r, -1, 1);
    spots.push([t * 78, -112 - Math.sqrt(1 - t * t) * between(r, 0, 60)]);
  }
  spots.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of spots)
    pieces += F.nugget(r, x, y, between(r, 17, 22), r() < 0.25 ? 'spicy' : 'golden');
  return {
    accent: '#ff8a3d',
    body:
      g(316, GROUND, 1.2, F.paperCone(pieces, 170, 120)) +
      g(520, GROUND + 4, 1, F.saucePot(SAUCE.mayo, r)) +
      chilli(112, GROUND, -30, 0.8),
  };
};

export const bucketRecipe: Recipe = (r, c) => {
  const hasTenders = c.has(/tender/);
  const hasWings = c.has(/wing|aile/);
  const big = c.has(/famille|family|12 tenders/);
  const pieces: string[] = [];
  const n_ = big ? 9 : 7;
  for (let i = 0; i < n_; i++) {
    const t = (i / (n_ - 1)) * 2 - 1;
    const x = t * 92;
    const y = -206 - (1 - t * t) * 34 + between(r, -6, 6);
    const kind =
      hasTenders && hasWings
        ? i % 2
          ? 'w'
          : 't'
        : hasWings
          ? 'w'
          : hasTenders
            ? 't'
            : i % 3 === 0
              ? 'd'
              : i % 3 === 1
                ? 'w'
                : 't';
    if (kind === 't') pieces.push(F.tender(r, x, y - 6, (i % 2 ? 1 : -1) * between(r, 30, 60), 56));
    else if (kind === 'w')
      pieces.push(
        hasTenders || i % 2 === 0
          ? F.wing(r, x, y - 18, (t < 0 ? 1 : -1) * between(r, 150, 170), 1.1, 'golden', true)
          : F.wing(r, x, y, between(r, -30, 30), 1, 'golden'),
      );
    else pieces.push(F.friedDrumstick(r, x, y - 10, t * 30, 0.9));
  }
  // back row first
  const content =
    pieces.filter((_, i) => i % 2 === 1).join('') + pieces.filter((_, i) => i % 2 === 0).join('');
  let side = '';
  if (c.has(/frites|fries/)) {
    side += g(108, GROUND, 0.78, F.friesCarton(r, {})) + g(532, GROUND, 0.78, F.friesCarton(r, {}));
  }
  if (big)
    [SAUCE.ketchup, SAUCE.mayo, SAUCE.bbq, SAUCE.mustard].forEach(
      (p, i) => (side += g(200 + i * 80, GROUND + 36, 0.72, F.saucePot(p, r))),
    );
  else if (!c.has(/frites|fries/))
    side +=
      g(540, GROUND + 4, 0.95, F.saucePot(SAUCE.bbq, r)) +
      g(100, GROUND + 4, 0.95, F.saucePot(SAUCE.ketchup, r));
  else
    side +=
      g(210, GROUND + 34, 0.8, F.saucePot(SAUCE.bbq, r)) +
      g(430, GROUND + 34, 0.8, F.saucePot(SAUCE.mayo, r));
  return {
    accent: big ? C.gold : hasWings && !hasTenders ? '#ff8a3d' : C.red,
    zoom: 1,
    body: g(320, GROUND, big ? 1.02 : 1.08, F.bucket(content, 230, 190)) + side,
  };
};
