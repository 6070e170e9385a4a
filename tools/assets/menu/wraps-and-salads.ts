/** Wraps, salads and bowls. */
import * as F from '../lib/food';
import { C, SAUCE } from '../lib/food';
import { GROUND } from '../lib/scene';
import { between, g, n, type Rng, smoothClosed } from '../lib/svg';
import { type Cues, type Recipe } from './cues';
import { cherryTomato, chilli } from './garnish';

export function wrapFill(c: Cues): F.WrapFill {
  const t = c.text;
  const bits: F.WrapFill['bits'] = [];
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

export const wrapRecipe: Recipe = (r, c) => {
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
      F.parmesan(r, 100, GROUND - 8) +
      F.crouton(r, 130, GROUND - 4);
  else side += g(540, GROUND + 4, 0.95, F.saucePot(SAUCE.white, r)) + cherryTomato(100, GROUND + 2);
  return {
    accent: c.has(/mangue|mango/) ? '#ffb020' : c.has(/cesar/) ? '#9fd46a' : C.gold,
    body: g(318, GROUND, 1.15, F.wrap(r, f)) + side,
  };
};

export function saladContent(
  r: Rng,
  c: Cues,
): { content: string; bowl: [string, string, string?] } {
  const w = 150;
  const rim = -94;
  if (c.has(/teriyaki|riz|bowl/)) {
    let s = `<path d="${smoothClosed([
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
      s += F.grilledSlice(r, -20 + i * 26, rim - 44 + i * 4, -18 + i * 8, 48, '#8a4318');
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
    let s = F.leaves(r, w, rim, ['#3f8a2a', '#6cbf3a', '#8a2a4a', '#5aa83a', '#a33a5a'], 16, 40);
    for (const [x, y] of [
      [-50, rim - 40],
      [30, rim - 46],
      [96, rim - 28],
    ] as const)
      s += `<ellipse cx="${x}" cy="${y + 6}" rx="30" ry="13" fill="#d99a4a"/><ellipse cx="${x}" cy="${y}" rx="26" ry="11" fill="#fffaf0"/><ellipse cx="${x + 6}" cy="${y - 2}" rx="8" ry="3" fill="#e8b86a" opacity="0.7"/>`;
    s += `<path d="M-90 ${rim - 46} q30 -20 60 0 q30 20 60 -6 q30 -18 60 4" stroke="#f5b700" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.9"/>`;
    s += F.grilledSlice(r, -100, rim - 24, -20, 40) + F.grilledSlice(r, 70, rim - 56, 12, 40);
    for (let i = 0; i < 4; i++) s += F.walnut(r, -80 + i * 54, rim - 16 - between(r, 0, 30), 1);
    return { content: s, bowl: ['#2f6a6e', '#23484b'] };
  }
  // César / generic
  let s = F.leaves(r, w, rim, ['#6cbf3a', '#8fd45a', '#5aa83a'], 15, 44);
  for (let i = 0; i < 5; i++)
    s += F.grilledSlice(
      r,
      -84 + i * 40,
      rim - 44 - (i % 2) * 10 + Math.abs(i - 2) * 8,
      -20 + i * 10,
      50,
    );
  for (let i = 0; i < 5; i++) s += F.crouton(r, between(r, -120, 120), rim - between(r, 10, 40));
  for (let i = 0; i < 6; i++) s += F.parmesan(r, between(r, -100, 100), rim - between(r, 36, 64));
  s += `<path d="M-70 ${rim - 60} q20 14 40 0 q20 -14 40 0 q20 14 40 0" stroke="${SAUCE.caesar}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return { content: s, bowl: ['#fffaf0', '#efe2c8', C.red] };
}

export const saladRecipe: Recipe = (r, c) => {
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
      F.walnut(r, 540, GROUND - 6, 1.5) +
      F.walnut(r, 570, GROUND + 4, 1.2) +
      g(96, GROUND + 4, 0.9, F.saucePot('#f5b700', r));
  else
    side +=
      F.lemonSlice(540, GROUND - 18, 22) + g(96, GROUND + 4, 0.9, F.saucePot(SAUCE.caesar, r));
  return {
    accent: c.has(/teriyaki/) ? '#ff8a3d' : c.has(/chevre/) ? '#c9d86a' : '#9fd46a',
    body: g(320, GROUND, 1.08, F.bowl(content, bowl[0], bowl[1], bowl[2])) + side,
  };
};
