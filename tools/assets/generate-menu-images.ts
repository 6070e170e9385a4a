/**
 * Generates one illustration per catalogue item: public/menu-images/<slug>.webp (640x480).
 *
 *   npx tsx generate-menu-images.ts [--svg] [--only slug,slug]   (in tools/assets)
 *
 * Reads the catalogue (server/db/seed/catalogue.ts) and picks a recipe for each item from its
 * category, slug, name and description (burger, tenders, wings, bucket, wrap, salad, fries,
 * drinks, desserts, kids menu, formule…). Name-driven details vary the picture (spicy adds
 * chillies, cheddar a cheese slice, counts change the number of pieces). Output is
 * deterministic: the random details are seeded by the slug. An item that no recipe matches
 * makes the script fail, so that no item is left without a picture.
 */
import { existsSync, mkdirSync, writeFileSync, readdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CATEGORIES, ITEMS, type CatalogueItem } from '../../server/db/seed/catalogue';
import * as F from './lib/food';
import * as F2 from './lib/food2';
import { C, SAUCE, type BurgerSpec, type Tone } from './lib/food';
import { frame, GROUND } from './lib/scene';
import { between, g, n, rng, type Rng } from './lib/svg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'public', 'menu-images');
const MAX_BYTES = 35 * 1024;

// ----------------------------------------------------------------------------------- text cues

/** Lower case, without accents: "Thé glacé" -> "the glace". */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface Cues {
  slug: string;
  name: string;
  text: string;
  category: string;
  has: (re: RegExp) => boolean;
  count: (fallback: number) => number;
}

function cuesOf(item: CatalogueItem): Cues {
  const category = CATEGORIES.find((c) => c.id === item.categoryId)?.slug ?? '';
  const name = plain(item.name);
  const text = `${name} ${plain(item.slug.replace(/-/g, ' '))} ${plain(item.description)}`;
  return {
    slug: item.slug,
    name,
    text,
    category,
    has: (re) => re.test(text),
    count: (fallback) => {
      const m = /(?:x\s?(\d+))|(?:\b(\d+)\s?(?:tenders|wings|ailes|pieces))/.exec(
        `${name} ${plain(item.slug.replace(/-/g, ' '))}`,
      );
      return m ? Number(m[1] ?? m[2]) : fallback;
    },
  };
}

// ----------------------------------------------------------------------------------- garnish

const chilli = (x: number, y: number, rot: number, s = 1) =>
  g(
    x,
    y,
    s,
    `<path d="M0 0 C-6 -30 6 -58 30 -70 C22 -52 18 -26 10 2 Q6 8 0 0 Z" fill="#d9161c"/><path d="M4 -12 C2 -30 10 -48 22 -60" stroke="#ff7a6a" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M30 -70 q6 -6 4 -14 M26 -66 q10 -2 14 4" stroke="#3f8f2a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    rot,
  );

const cheeseWedge = (x: number, y: number, s = 1) =>
  g(
    x,
    y,
    s,
    `<path d="M-50 0 L50 0 L50 -40 L-50 -18 Z" fill="#f7d266"/><path d="M-50 -18 L50 -40 L30 -48 L-64 -22 Z" fill="#ffe79a"/><path d="M-50 0 L-64 -22 L-64 -6 Z" fill="#b8742a"/><path d="M50 0 L50 -40" stroke="#b8742a" stroke-width="4"/><circle cx="-10" cy="-12" r="5" fill="#eab84a"/><circle cx="22" cy="-16" r="4" fill="#eab84a"/>`,
  );

const avocadoHalf = (x: number, y: number, s = 1) =>
  g(
    x,
    y,
    s,
    `<ellipse cx="0" cy="-40" rx="36" ry="44" fill="#3c5f1e"/><ellipse cx="0" cy="-40" rx="31" ry="39" fill="#b9dc6a"/><ellipse cx="0" cy="-36" rx="24" ry="28" fill="#dff0a2"/><circle cx="0" cy="-30" r="15" fill="#8a5a2a"/><circle cx="-4" cy="-34" r="4" fill="#b07a44"/>`,
    -12,
  );

const celery = (x: number, y: number, rot: number) =>
  g(
    x,
    y,
    1,
    `<rect x="-2" y="-8" width="96" height="16" rx="8" fill="#8cc84b"/><path d="M4 -3 L88 -3 M4 3 L88 3" stroke="#c2e38a" stroke-width="2"/><path d="M92 0 q12 -16 22 -6 q-2 12 -22 6 Z M92 0 q16 2 18 14 q-14 2 -18 -14 Z" fill="#5aa83a"/>`,
    rot,
  );

const lemonHalf = (x: number, y: number, s = 1) => g(x, y, s, F.lemonSlice(0, -26, 26));

const peach = (x: number, y: number, s = 1) =>
  g(
    x,
    y,
    s,
    `<circle cx="0" cy="-34" r="34" fill="#ff9d5c"/><path d="M0 -66 Q-10 -40 0 -2" stroke="#f0783c" stroke-width="3" fill="none"/><circle cx="12" cy="-44" r="14" fill="#ffc08a" opacity="0.7"/><path d="M2 -66 Q20 -88 40 -76 Q22 -62 2 -66 Z" fill="#4f9a2c"/>`,
  );

const orangeHalf = (x: number, y: number, s = 1) =>
  g(x, y, s, F.lemonSlice(0, -30, 30, 0, '#ffa229', '#f57c00'));

const cherryTomato = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y - 14}" r="14" fill="${C.tomato}"/><circle cx="${x - 4}" cy="${y - 19}" r="4" fill="#fff" opacity="0.45"/><path d="M${x - 6} ${y - 28} l6 4 6 -4" stroke="#3f8f2a" stroke-width="3" fill="none"/>`;

/** Small glass of the drink with ice, next to a can. */
const glassOf = (r: Rng, liquid: string, extra = '') =>
  F2.tumbler(
    liquid,
    F.iceCube(-14, -120, 24, 12) +
      F.iceCube(14, -96, 22, -18) +
      F.iceCube(-6, -70, 20, 30) +
      bubbles(r, -30, 30, -150, -20),
    extra,
    0.8,
    170,
  );

function bubbles(r: Rng, x1: number, x2: number, y1: number, y2: number, count = 10) {
  let s = '';
  for (let i = 0; i < count; i++)
    s += `<circle cx="${n(between(r, x1, x2))}" cy="${n(between(r, y1, y2))}" r="${n(between(r, 1.4, 3))}" fill="#fff" opacity="0.5"/>`;
  return s;
}

// ----------------------------------------------------------------------------------- recipes

interface Picture {
  accent: string;
  body: string;
  /** Enlarges the whole composition around the middle of the ground line (default 1.15). */
  zoom?: number;
}

type Recipe = (r: Rng, c: Cues) => Picture;

function burgerSpec(c: Cues): BurgerSpec {
  const t = c.text;
  const sauce = /barbecue|bbq/.test(t)
    ? SAUCE.bbq
    : /chipotle|samourai|algerienne/.test(t)
      ? SAUCE.chili
      : /blanche/.test(t)
        ? SAUCE.white
        : /citronnee/.test(t)
          ? '#fff3b0'
          : /maison/.test(t)
            ? '#f7b77a'
            : SAUCE.mayo;
  return {
    patty: /vegetal|veggie|pois chiche/.test(t)
      ? 'veggie'
      : /grille/.test(t) && !/croustillant|pane/.test(t)
        ? 'grilled'
        : /spicy|piment|epice/.test(t)
          ? 'spicy'
          : 'crispy',
    double: /double|deux filets/.test(t),
    cheese: /raclette/.test(t) ? 'raclette' : /cheddar|fromage/.test(t) ? 'cheddar' : null,
    lettuce: /roquette/.test(t)
      ? 'rocket'
      : /romaine/.test(t)
        ? 'romaine'
        : /iceberg|salade/.test(t)
          ? 'iceberg'
          : null,
    tomato: /tomate/.test(t),
    onion: /oignons? rouges?/.test(t) ? 'red' : /oignons? confits?/.test(t) ? 'confit' : null,
    bacon: /bacon/.test(t),
    jalapeno: /jalapeno/.test(t),
    avocado: /avocat|avocado/.test(t),
    onionRings: /onion rings|oignons frits/.test(t),
    sauce,
    bun:
      /brioche/.test(t) && !/double/.test(t)
        ? 'brioche'
        : /savoyard|montagne/.test(t)
          ? 'dark'
          : 'sesame',
  };
}

const burgerRecipe: Recipe = (r, c) => {
  const spec = burgerSpec(c);
  let side = '';
  if (spec.patty === 'spicy' || spec.jalapeno)
    side += chilli(506, GROUND - 4, 18, 1) + chilli(534, GROUND + 2, 38, 0.8);
  if (spec.cheese === 'raclette') side += cheeseWedge(530, GROUND + 4, 0.9);
  if (spec.avocado) side += avocadoHalf(536, GROUND + 4, 0.95);
  if (spec.patty === 'veggie')
    side +=
      cherryTomato(514, GROUND + 2) +
      cherryTomato(548, GROUND + 6) +
      F.leaf(96, GROUND - 6, -150, 1.2, '#5aa83a');
  if (spec.bacon && !spec.double) side += g(540, GROUND + 2, 0.9, F.saucePot(SAUCE.bbq, r));
  if (spec.double) side += g(92, GROUND + 2, 0.85, F.saucePot(SAUCE.bbq, r));
  const accent =
    spec.patty === 'spicy'
      ? '#ff6a3d'
      : spec.patty === 'veggie'
        ? '#8fcf5a'
        : spec.patty === 'grilled'
          ? '#b8d86a'
          : C.gold;
  return { accent, body: g(318, GROUND, spec.double ? 1.05 : 1.12, F.burger(r, spec)) + side };
};

function tendersIn(r: Rng, count: number, tone: Tone) {
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

const tendersRecipe: Recipe = (r, c) => {
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

const wingsRecipe: Recipe = (r, c) => {
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

const nuggetsRecipe: Recipe = (r, c) => ({
  accent: C.gold,
  body:
    g(300, GROUND, 1.15, F2.nuggetBox(r, c.count(9))) +
    g(530, GROUND + 4, 1, F.saucePot(SAUCE.ketchup, r)),
});

const popcornRecipe: Recipe = (r) => {
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
      g(316, GROUND, 1.2, F2.paperCone(pieces, 170, 120)) +
      g(520, GROUND + 4, 1, F.saucePot(SAUCE.mayo, r)) +
      chilli(112, GROUND, -30, 0.8),
  };
};

const bucketRecipe: Recipe = (r, c) => {
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

function wrapFill(c: Cues): F2.WrapFill {
  const t = c.text;
  const bits: F2.WrapFill['bits'] = [];
  if (/tomate/.test(t))
    bits.push({ colour: C.tomato, shape: 'chunk' }, { colour: C.tomato, shape: 'chunk' });
  if (/cheddar/.test(t)) bits.push({ colour: C.cheddar, shape: 'chunk' });
  if (/parmesan/.test(t)) bits.push({ colour: '#fff6d8', shape: 'slice' });
  if (/crouton/.test(t)) bits.push({ colour: '#e8a64a', shape: 'chunk' });
  if (/mangue|mango/.test(t))
    bits.push({ colour: '#ffb020', shape: 'chunk' }, { colour: '#ffa010', shape: 'chunk' });
  if (/chou rouge/.test(t))
    bits.push({ colour: '#8e3a8a', shape: 'shred' }, { colour: '#a04a9a', shape: 'shred' });
  if (/avocat/.test(t)) bits.push({ colour: C.avocado, shape: 'slice' });
  return {
    chicken:
      /grille/.test(t) && !/croustillant/.test(t)
        ? 'grilled'
        : /spicy|epice/.test(t)
          ? 'spicy'
          : 'golden',
    greens: /romaine/.test(t) ? '#5fae38' : C.lettuce,
    bits,
    sauce: /cesar/.test(t) ? SAUCE.caesar : /sweet chili/.test(t) ? '#f7a08a' : SAUCE.white,
    paper: /spicy/.test(t) ? 'red' : /cesar/.test(t) ? 'checks' : 'kraft',
  };
}

const wrapRecipe: Recipe = (r, c) => {
  const f = wrapFill(c);
  let side = '';
  if (c.has(/mangue|mango/))
    side +=
      g(
        540,
        GROUND + 4,
        1,
        `<path d="M-34 0 Q-40 -50 0 -60 Q40 -50 34 0 Z" fill="#ffb020"/><path d="M-20 -10 L20 -10 M-24 -28 L24 -28 M-20 -44 L20 -44 M-10 -4 L-10 -54 M10 -4 L10 -54" stroke="#f08a00" stroke-width="2.5"/>`,
      ) + chilli(96, GROUND, -20, 0.85);
  else if (c.has(/cesar/))
    side +=
      g(540, GROUND + 4, 0.95, F.saucePot(SAUCE.caesar, r)) +
      F2.parmesan(r, 100, GROUND - 8) +
      F2.crouton(r, 130, GROUND - 4);
  else side += g(540, GROUND + 4, 0.95, F.saucePot(SAUCE.white, r)) + cherryTomato(100, GROUND + 2);
  return {
    accent: c.has(/mangue|mango/) ? '#ffb020' : c.has(/cesar/) ? '#9fd46a' : C.gold,
    body: g(318, GROUND, 1.15, F2.wrap(r, f)) + side,
  };
};

function saladContent(r: Rng, c: Cues): { content: string; bowl: [string, string, string?] } {
  const w = 150;
  const rim = -94;
  if (c.has(/teriyaki|riz|bowl/)) {
    let s = `<path d="${F2.smoothClosed([
      [-w + 10, rim + 6],
      [-100, rim - 52],
      [-20, rim - 76],
      [70, rim - 66],
      [w - 10, rim + 2],
      [0, rim + 14],
    ])}" fill="#fffaf0"/>`;
    for (let i = 0; i < 40; i++) {
      const x = between(r, -120, 120);
      const y = rim - between(r, -4, 44) * (1 - Math.abs(x) / 150);
      s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="4" ry="2" fill="#efe6d4" transform="rotate(${n(between(r, -60, 60))} ${n(x)} ${n(y)})"/>`;
    }
    // chicken, edamame, carrots, red cabbage
    for (let i = 0; i < 4; i++)
      s += F2.grilledSlice(r, -20 + i * 26, rim - 44 + i * 4, -18 + i * 8, 48, '#8a4318');
    s += `<path d="M-40 ${rim - 60} q40 10 90 -2" stroke="#c26a2a" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8"/>`;
    for (let i = 0; i < 7; i++)
      s += `<ellipse cx="${n(-110 + i * 9 + between(r, -3, 3))}" cy="${n(rim - 16 - between(r, 0, 20))}" rx="7" ry="5.5" fill="#7cc04a"/><ellipse cx="${n(-112 + i * 9)}" cy="${n(rim - 18 - between(r, 0, 16))}" rx="2.5" ry="2" fill="#b5e08a"/>`;
    for (let i = 0; i < 9; i++)
      s += `<path d="M${n(70 + between(r, -10, 30))} ${n(rim - between(r, 0, 30))} l${n(between(r, 12, 22))} ${n(between(r, -10, 10))}" stroke="#ff8a2a" stroke-width="5" stroke-linecap="round"/>`;
    for (let i = 0; i < 9; i++)
      s += `<path d="M${n(-80 + between(r, -10, 40))} ${n(rim - 40 - between(r, -4, 16))} q8 -6 16 0" stroke="#8e3a8a" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    for (let i = 0; i < 24; i++)
      s += `<ellipse cx="${n(between(r, -60, 90))}" cy="${n(rim - between(r, 30, 60))}" rx="2.2" ry="1.3" fill="${i % 3 ? '#fff7e0' : '#2b2b2b'}"/>`;
    for (let i = 0; i < 6; i++)
      s += `<circle cx="${n(between(r, -40, 60))}" cy="${n(rim - between(r, 40, 60))}" r="4" fill="none" stroke="#6cbf3a" stroke-width="2.4"/>`;
    return { content: s, bowl: ['#2b2b2b', '#4a1a14', C.red] };
  }
  if (c.has(/chevre|miel/)) {
    let s = F2.leaves(r, w, rim, ['#3f8a2a', '#6cbf3a', '#8a2a4a', '#5aa83a', '#a33a5a'], 16, 40);
    for (const [x, y] of [
      [-50, rim - 40],
      [30, rim - 46],
      [96, rim - 28],
    ] as const)
      s += `<ellipse cx="${x}" cy="${y + 6}" rx="30" ry="13" fill="#d99a4a"/><ellipse cx="${x}" cy="${y}" rx="26" ry="11" fill="#fffaf0"/><ellipse cx="${x + 6}" cy="${y - 2}" rx="8" ry="3" fill="#e8b86a" opacity="0.7"/>`;
    s += `<path d="M-90 ${rim - 46} q30 -20 60 0 q30 20 60 -6 q30 -18 60 4" stroke="#f5b700" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.9"/>`;
    s += F2.grilledSlice(r, -100, rim - 24, -20, 40) + F2.grilledSlice(r, 70, rim - 56, 12, 40);
    for (let i = 0; i < 4; i++) s += F2.walnut(r, -80 + i * 54, rim - 16 - between(r, 0, 30), 1);
    return { content: s, bowl: ['#2f6a6e', '#23484b'] };
  }
  // César / generic
  let s = F2.leaves(r, w, rim, ['#6cbf3a', '#8fd45a', '#5aa83a'], 15, 44);
  for (let i = 0; i < 5; i++)
    s += F2.grilledSlice(
      r,
      -84 + i * 40,
      rim - 44 - (i % 2) * 10 + Math.abs(i - 2) * 8,
      -20 + i * 10,
      50,
    );
  for (let i = 0; i < 5; i++) s += F2.crouton(r, between(r, -120, 120), rim - between(r, 10, 40));
  for (let i = 0; i < 6; i++) s += F2.parmesan(r, between(r, -100, 100), rim - between(r, 36, 64));
  s += `<path d="M-70 ${rim - 60} q20 14 40 0 q20 -14 40 0 q20 14 40 0" stroke="${SAUCE.caesar}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return { content: s, bowl: ['#fffaf0', '#efe2c8', C.red] };
}

const saladRecipe: Recipe = (r, c) => {
  const { content, bowl } = saladContent(r, c);
  let side = '';
  if (c.has(/teriyaki/))
    side +=
      g(548, GROUND + 4, 0.9, F.saucePot(SAUCE.teriyaki, r)) +
      g(
        96,
        GROUND - 20,
        1,
        `<rect x="-4" y="-60" width="8" height="120" rx="4" fill="#c98a4a" transform="rotate(70)"/><rect x="-4" y="-60" width="8" height="120" rx="4" fill="#b8793c" transform="rotate(62) translate(14 0)"/>`,
      );
  else if (c.has(/chevre/))
    side +=
      F2.walnut(r, 540, GROUND - 6, 1.5) +
      F2.walnut(r, 570, GROUND + 4, 1.2) +
      g(96, GROUND + 4, 0.9, F.saucePot('#f5b700', r));
  else
    side +=
      F.lemonSlice(540, GROUND - 18, 22) + g(96, GROUND + 4, 0.9, F.saucePot(SAUCE.caesar, r));
  return {
    accent: c.has(/teriyaki/) ? '#ff8a3d' : c.has(/chevre/) ? '#c9d86a' : '#9fd46a',
    body: g(320, GROUND, 1.08, F2.bowl(content, bowl[0], bowl[1], bowl[2])) + side,
  };
};

const friesRecipe: Recipe = (r, c) => {
  const kind = c.has(/patate douce|sweet/)
    ? 'sweet'
    : c.has(/cheddar|cheese|bacon/)
      ? 'cheddar-bacon'
      : 'classic';
  let side = '';
  if (kind === 'classic')
    side +=
      g(530, GROUND + 4, 1, F.saucePot(SAUCE.ketchup, r)) +
      g(112, GROUND + 4, 0.9, F.saucePot(SAUCE.mayo, r));
  if (kind === 'sweet')
    side +=
      g(530, GROUND + 4, 1, F.saucePot(SAUCE.white, r)) +
      g(
        112,
        GROUND - 8,
        1,
        `<rect x="-20" y="-6" width="40" height="14" rx="4" fill="#fff"/><rect x="-16" y="-2" width="4" height="4" fill="#e8e0d0"/><rect x="0" y="-3" width="4" height="4" fill="#e8e0d0"/>`,
      );
  if (kind === 'cheddar-bacon') side += g(530, GROUND + 4, 1, F.saucePot(SAUCE.cheddar, r));
  return {
    accent: kind === 'sweet' ? '#ff8a3d' : kind === 'cheddar-bacon' ? C.gold : C.red,
    body:
      g(
        318,
        GROUND,
        1.25,
        F.friesCarton(r, { kind, carton: kind === 'sweet' ? '#c8102e' : C.red }),
      ) + side,
  };
};

const potatoesRecipe: Recipe = (r) => {
  let w = '';
  for (let i = 0; i < 7; i++) {
    const t = (i / 6) * 2 - 1;
    w += F2.wedge(
      r,
      t * 84,
      -76 - (i % 2) * 28 - (1 - t * t) * 14,
      between(r, -35, 35) + t * 25,
      1.15,
    );
  }
  return {
    accent: '#ff9a3d',
    body:
      g(318, GROUND, 1.05, F.basket(w, 270, 58)) +
      g(546, GROUND + 4, 0.95, F.saucePot(SAUCE.white, r)),
  };
};

const onionRingsRecipe: Recipe = (r, c) => {
  let s = '';
  const count = Math.min(c.count(8), 8);
  for (let i = 0; i < count; i++) {
    const t = (i / (count - 1)) * 2 - 1;
    s += F2.onionRing(
      r,
      t * 92,
      -86 - (i % 2) * 22 - (1 - t * t) * 16,
      between(r, -25, 25) + t * 20,
      0.95,
    );
  }
  return {
    accent: C.gold,
    body:
      g(318, GROUND, 1.05, F.basket(s, 280, 58)) +
      g(546, GROUND + 4, 0.95, F.saucePot(SAUCE.bbq, r)),
  };
};

const mozzaRecipe: Recipe = (r, c) => {
  let s = '';
  const count = c.count(5);
  for (let i = 0; i < count - 1; i++) {
    const t = (i / Math.max(1, count - 2)) * 2 - 1;
    s += F2.mozzaStick(r, t * 60, -112 - (i % 2) * 22, (i % 2 ? 1 : -1) * between(r, 22, 38));
  }
  s += F2.mozzaStick(r, 0, -88, -6, true);
  return {
    accent: '#ff7a5c',
    body:
      g(310, GROUND, 1.08, F.basket(s, 260, 58)) +
      g(546, GROUND + 4, 1, F.saucePot(SAUCE.tomato, r) + F.leaf(-6, -42, -30, 0.6, '#3f8f2a')),
  };
};

const coleslawRecipe: Recipe = (r) => {
  let s = `<path d="${F2.smoothClosed([
    [-138, -92],
    [-110, -150],
    [-40, -186],
    [40, -186],
    [110, -150],
    [138, -92],
    [0, -80],
  ])}" fill="#eef3d2"/>`;
  for (let i = 0; i < 170; i++) {
    const x = between(r, -126, 106);
    const top = -96 - 84 * Math.cos((x / 140) * (Math.PI / 2));
    const y = between(r, top + 8, -94);
    const c =
      i % 5 === 0
        ? '#ff8a2a'
        : i % 5 === 1
          ? '#a7d163'
          : i % 9 === 2
            ? '#9a3a8a'
            : i % 2
              ? '#fffdf2'
              : '#dfeab0';
    s += `<path d="M${n(x)} ${n(y)} q${n(between(r, 6, 12))} ${n(between(r, -9, 9))} ${n(between(r, 16, 26))} ${n(between(r, -4, 4))}" stroke="${c}" stroke-width="4.6" fill="none" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < 10; i++)
    s += `<circle cx="${n(between(r, -80, 80))}" cy="${n(-110 - between(r, 0, 40))}" r="2.2" fill="#3f8f2a"/>`;
  return {
    accent: '#9fd46a',
    body:
      g(320, GROUND, 1.05, F2.bowl(s, '#fffaf0', '#efe2c8', '#2aa6e0')) +
      g(
        540,
        GROUND - 6,
        1,
        `<path d="M-30 0 L30 -18 Q38 -20 36 -12 L-26 10 Q-34 10 -30 0 Z" fill="#ff8a2a"/><path d="M-16 -2 l6 -2 M2 -8 l6 -2 M18 -13 l5 -2" stroke="#e0701a" stroke-width="2"/><path d="M30 -18 q10 -14 20 -8 M32 -16 q4 -16 14 -16" stroke="#4f9a2c" stroke-width="4" fill="none"/>`,
      ) +
      g(
        104,
        GROUND + 2,
        0.8,
        `<circle cx="0" cy="-40" r="40" fill="#cfe6a0"/><circle cx="0" cy="-40" r="32" fill="#e9f4c8"/><path d="M0 -40 L0 -72 M0 -40 L28 -56 M0 -40 L-28 -56 M0 -40 L26 -24 M0 -40 L-26 -24" stroke="#b5d77a" stroke-width="3"/>`,
      ),
  };
};

function drinkRecipe(r: Rng, c: Cues): Picture {
  if (c.has(/milkshake|shake/)) {
    const col = c.has(/chocolat/) ? '#a0694a' : c.has(/vanille/) ? '#fbe7b5' : '#f6a5bd';
    return {
      accent: '#ff8fb0',
      body:
        g(320, GROUND, 1.0, F2.milkshake(r, col)) +
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
      F2.straw(22, -196, 14, C.gold, 110) +
      F.leaf(-14, -214, -50, 1, '#3f9a3a') +
      F.leaf(-10, -212, -120, 0.9, '#2f8a2a');
    return {
      accent: '#ffe14a',
      body:
        g(320, GROUND, 1.15, F2.tumbler('#fbe98a', inside, top, 0.86, 200)) +
        lemonHalf(520, GROUND, 1.1) +
        F.leaf(110, GROUND - 6, -160, 1.3, '#3f9a3a'),
    };
  }
  if (c.has(/\beau\b|water|source/)) {
    return {
      accent: '#7cc8f0',
      body:
        g(320, GROUND, 1.25, F2.waterBottle(r)) +
        g(470, GROUND, 0.8, F2.tumbler('#d8f1fb', F.iceCube(0, -60, 22, 10), '', 0.6, 150)),
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

function dessertRecipe(r: Rng, c: Cues): Picture {
  if (c.has(/cookie/)) return { accent: '#e0a060', body: g(320, GROUND, 1.15, F2.cookieStack(r)) };
  if (c.has(/brownie/)) return { accent: '#c08a5a', body: g(316, GROUND, 1.2, F2.brownieStack(r)) };
  if (c.has(/tiramisu/))
    return {
      accent: '#d9a070',
      body:
        g(300, GROUND, 1.25, F2.tiramisu(r)) +
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
      s += F2.churro(r, t * 40, -100, t * 20, 150 + (i % 2) * 18);
    }
    return {
      accent: '#ffb070',
      body:
        g(290, GROUND, 1.15, F2.paperCone(s, 140, 150)) +
        g(500, GROUND + 4, 1.3, F.saucePot(SAUCE.chocolate, r)),
    };
  }
  if (c.has(/sundae|glace|ice cream/)) {
    const sauce = c.has(/caramel/) ? '#c87a2a' : c.has(/fraise/) ? '#d6283a' : C.chocolate;
    return { accent: '#f5b0c0', body: g(320, GROUND, 1.2, F2.sundae(r, sauce)) };
  }
  throw new Error(`no dessert picture for "${c.slug}"`);
}

const kidsRecipe: Recipe = (r) => {
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
  return { accent: '#6fc3f0', body: g(320, GROUND, 1.1, F2.kidsBox(r, inside)) + toy + cup };
};

/** The main dish of a formule, drawn in front of its fries and drink. */
function formuleRecipe(r: Rng, c: Cues): Picture {
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
      g(150, GROUND + 6, 0.62, F2.cookieStack(r));
    main = g(330, GROUND + 22, 0.88, F2.bowl(content, bowl[0], bowl[1], bowl[2]));
    accent = '#9fd46a';
  } else if (c.has(/wrap|etudiant/)) {
    const f = wrapFill({ ...c, text: `${c.text} tomate cheddar` });
    back = fries(190, 0.92) + cup(470, 0.95);
    main = g(330, GROUND + 22, 1.0, F2.wrap(r, f));
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

const sauceRecipe: Recipe = (r, c) => {
  const colour = c.has(/ketchup/)
    ? SAUCE.ketchup
    : c.has(/barbecue|bbq/)
      ? SAUCE.bbq
      : c.has(/moutarde|mustard|miel/)
        ? SAUCE.mustard
        : c.has(/cheddar/)
          ? SAUCE.cheddar
          : c.has(/samourai|algerienne|chili|piment/)
            ? SAUCE.chili
            : SAUCE.white;
  return {
    accent: C.gold,
    body: g(320, GROUND, 2.2, F.saucePot(colour, r)) + F.tender(r, 450, GROUND - 40, -30, 50),
  };
};

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
      `no picture recipe for item "${item.slug}" (${item.name}): add a rule in ${'tools/assets/generate-menu-images.ts'}`,
    );
  const r = rng(item.slug);
  const pic = rule.draw(r, c);
  const z = pic.zoom ?? 1.15;
  const body = `<g transform="translate(320 ${GROUND}) scale(${z}) translate(-320 ${-GROUND})">${pic.body}</g>`;
  return frame(body, pic.accent, item.slug);
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
  const keepSvg = args.includes('--svg');
  mkdirSync(outDir, { recursive: true });
  const errors: string[] = [];
  let total = 0;
  const expected = new Set<string>();
  for (const item of ITEMS) {
    const file = item.item_image.replace(/^\/menu-images\//, '');
    if (!/^[a-z0-9-]+\.webp$/.test(file) || !item.item_image.startsWith('/menu-images/'))
      errors.push(`${item.slug}: unexpected item_image ${item.item_image}`);
    expected.add(file);
    if (only && !only.includes(item.slug)) continue;
    try {
      const svg = pictureSvg(item);
      if (keepSvg) writeFileSync(join('/tmp', `${item.slug}.svg`), svg);
      let quality = 84;
      let buf = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
      while (buf.length > MAX_BYTES && quality > 40) {
        quality -= 8;
        buf = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
      }
      if (buf.length > MAX_BYTES) errors.push(`${item.slug}: ${buf.length} bytes > ${MAX_BYTES}`);
      writeFileSync(join(outDir, file), buf);
      total += buf.length;
    } catch (e) {
      errors.push(`${item.slug}: ${(e as Error).message}`);
    }
  }
  if (!only) {
    for (const f of readdirSync(outDir))
      if (f.endsWith('.webp') && !expected.has(f)) {
        unlinkSync(join(outDir, f));
        console.log(`removed stale ${f}`);
      }
  }
  for (const item of ITEMS) {
    const file = join(outDir, item.item_image.replace(/^\/menu-images\//, ''));
    if (!existsSync(file)) errors.push(`${item.slug}: ${item.item_image} is missing`);
  }
  if (errors.length) {
    console.error(`menu images: ${errors.length} problem(s):\n  ${errors.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `menu images: ${only ? only.length : ITEMS.length} written to public/menu-images (${total} bytes)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
