/** Sides and sauces: fries, potatoes, onion rings, mozzarella sticks, coleslaw, sauce pots. */
import * as F from '../lib/food';
import { C, SAUCE } from '../lib/food';
import { GROUND } from '../lib/scene';
import { between, g, n, smoothClosed } from '../lib/svg';
import { type Recipe } from './cues';

export const friesRecipe: Recipe = (r, c) => {
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

export const potatoesRecipe: Recipe = (r) => {
  let w = '';
  for (let i = 0; i < 7; i++) {
    const t = (i / 6) * 2 - 1;
    w += F.wedge(
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

export const onionRingsRecipe: Recipe = (r, c) => {
  let s = '';
  const count = Math.min(c.count(8), 8);
  for (let i = 0; i < count; i++) {
    const t = (i / (count - 1)) * 2 - 1;
    s += F.onionRing(
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

export const mozzaRecipe: Recipe = (r, c) => {
  let s = '';
  const count = c.count(5);
  for (let i = 0; i < count - 1; i++) {
    const t = (i / Math.max(1, count - 2)) * 2 - 1;
    s += F.mozzaStick(r, t * 60, -112 - (i % 2) * 22, (i % 2 ? 1 : -1) * between(r, 22, 38));
  }
  s += F.mozzaStick(r, 0, -88, -6, true);
  return {
    accent: '#ff7a5c',
    body:
      g(310, GROUND, 1.08, F.basket(s, 260, 58)) +
      g(546, GROUND + 4, 1, F.saucePot(SAUCE.tomato, r) + F.leaf(-6, -42, -30, 0.6, '#3f8f2a')),
  };
};

export const coleslawRecipe: Recipe = (r) => {
  let s = `<path d="${smoothClosed([
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
      g(320, GROUND, 1.05, F.bowl(s, '#fffaf0', '#efe2c8', '#2aa6e0')) +
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

export const sauceRecipe: Recipe = (r, c) => {
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
