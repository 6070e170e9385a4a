/** Fried chicken: tenders, nuggets, wings and drumsticks in one of five coatings. */
import { between, blob, g, n, type Rng } from '../svg';
import { C } from './palette';

export type Tone = 'golden' | 'spicy' | 'glazed' | 'grilled' | 'veggie';
const toneFill: Record<Tone, string> = {
  golden: 'url(#fried)',
  spicy: 'url(#friedSpicy)',
  glazed: 'url(#friedGlazed)',
  grilled: 'url(#grilled)',
  veggie: 'url(#veggie)',
};
const toneCrumb: Record<Tone, string> = {
  golden: '#ffd98a',
  spicy: '#ffb26b',
  glazed: '#f6b36a',
  grilled: '#f0c89a',
  veggie: '#f2d68a',
};
const toneDark: Record<Tone, string> = {
  golden: '#c06a1e',
  spicy: '#8f2c10',
  glazed: '#6a2a0e',
  grilled: '#8a4f24',
  veggie: '#a0601e',
};

/** Crunchy texture inside an ellipse (rx, ry) centred on 0,0. */
export function crumbs(r: Rng, rx: number, ry: number, tone: Tone, density = 1): string {
  let out = '';
  const count = Math.round(((rx * ry) / 120) * density);
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 0.78;
    const x = Math.cos(a) * rx * d;
    const y = Math.sin(a) * ry * d;
    const size = between(r, 1.6, 4.2);
    const upper = y < ry * 0.1;
    if (r() < (upper ? 0.72 : 0.35))
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size)}" ry="${n(size * 0.7)}" fill="${toneCrumb[tone]}" opacity="0.9"/>`;
    else
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.8)}" ry="${n(size * 0.55)}" fill="${toneDark[tone]}" opacity="0.45"/>`;
  }
  return out;
}

/** A fried piece (tender, nugget, coating) centred on (0, 0). */
export function friedPiece(
  r: Rng,
  rx: number,
  ry: number,
  tone: Tone = 'golden',
  opts: { bumps?: number; jitter?: number } = {},
) {
  const bumps = opts.bumps ?? Math.max(14, Math.round((rx + ry) / 3.6));
  const body = blob(r, 0, 0, rx, ry, bumps, opts.jitter ?? 0.1);
  let out = `<path d="${body}" fill="${toneFill[tone]}" stroke="${toneDark[tone]}" stroke-opacity="0.55" stroke-width="2"/>`;
  // darker lower rim for volume
  out += `<path d="${blob(r, 0, ry * 0.28, rx * 0.9, ry * 0.62, bumps, 0.06)}" fill="${toneDark[tone]}" opacity="0.22"/>`;
  out += crumbs(r, rx, ry, tone);
  if (tone === 'glazed' || tone === 'spicy')
    out += `<path d="M${n(-rx * 0.55)} ${n(-ry * 0.35)} Q${n(-rx * 0.1)} ${n(-ry * 0.75)} ${n(rx * 0.4)} ${n(-ry * 0.5)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${n(Math.max(2.5, ry * 0.14))}" fill="none" stroke-linecap="round"/>`;
  if (tone === 'glazed' || tone === 'spicy') {
    for (let i = 0; i < Math.round(rx / 7); i++) {
      const x = between(r, -rx * 0.6, rx * 0.6);
      const y = between(r, -ry * 0.5, ry * 0.3);
      out +=
        tone === 'glazed'
          ? `<ellipse cx="${n(x)}" cy="${n(y)}" rx="2.6" ry="1.4" fill="#fff6de" transform="rotate(${n(between(r, -60, 60))} ${n(x)} ${n(y)})"/>`
          : `<rect x="${n(x)}" y="${n(y)}" width="3.4" height="2.2" rx="0.8" fill="#c81d12" transform="rotate(${n(between(r, 0, 90))} ${n(x)} ${n(y)})"/>`;
    }
  }
  return out;
}

export const tender = (
  r: Rng,
  x: number,
  y: number,
  rot: number,
  len = 62,
  tone: Tone = 'golden',
) => g(x, y, 1, friedPiece(r, len, len * 0.34, tone, { jitter: 0.07 }), rot);

export const nugget = (r: Rng, x: number, y: number, size = 24, tone: Tone = 'golden') =>
  g(
    x,
    y,
    1,
    friedPiece(r, size, size * 0.8, tone, { bumps: 11, jitter: 0.13 }),
    between(r, -25, 25),
  );

/** A chicken wing: flat plus drumette, overlapping. */
export function wing(
  r: Rng,
  x: number,
  y: number,
  rot: number,
  s = 1,
  tone: Tone = 'golden',
  drumette = false,
) {
  if (drumette) {
    const bone = `<path d="M-5 18 L-5 40 A7 7 0 1 0 0 49 A7 7 0 1 0 5 40 L5 18 Z" fill="${C.bone}"/>`;
    return g(x, y, s, bone + g(0, -6, 1, friedPiece(r, 24, 30, tone, { bumps: 16 })), rot);
  }
  // the flat and the tip, bent at the joint like a boomerang, bone knobs showing
  const bones = `<rect x="-62" y="0" width="20" height="9" rx="4" fill="${C.bone}"/><circle cx="-62" cy="1" r="6" fill="${C.bone}"/><circle cx="-62" cy="9" r="6" fill="${C.bone}"/>`;
  const body =
    bones +
    g(24, -18, 1, friedPiece(r, 26, 15, tone), -42) +
    g(-16, 2, 1, friedPiece(r, 34, 21, tone), 14);
  return g(x, y, s, body, rot);
}

/** A fried drumstick, meat up. */
export function friedDrumstick(
  r: Rng,
  x: number,
  y: number,
  rot: number,
  s = 1,
  tone: Tone = 'golden',
) {
  const bone = `<path d="M-7 26 L-7 48 A9 9 0 1 0 0 60 A9 9 0 1 0 7 48 L7 26 Z" fill="${C.bone}"/><path d="M2 30 L2 50" stroke="#f0d9b5" stroke-width="3" stroke-linecap="round"/>`;
  const meat = g(0, -8, 1, friedPiece(r, 36, 44, tone, { bumps: 18 }));
  return g(x, y, s, bone + meat, rot);
}
