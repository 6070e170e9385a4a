/** Leaves, citrus slices, ice cubes and walnuts, for drinks and plates. */
import { between, blob, g, n, type Rng } from '../svg';

export const leaf = (x: number, y: number, rot: number, s = 1, colour = '#4f9a2c') =>
  g(
    x,
    y,
    s,
    `<path d="M0 0 Q14 -18 34 -14 Q22 4 0 0 Z" fill="${colour}"/><path d="M3 -1 Q16 -8 28 -12" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5" fill="none"/>`,
    rot,
  );

export function lemonSlice(
  x: number,
  y: number,
  r = 26,
  rot = 0,
  colour = '#ffd93a',
  rind = '#f5b700',
) {
  let seg = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg += `<path d="M0 0 L${n(Math.cos(a) * r * 0.78)} ${n(Math.sin(a) * r * 0.78)}" stroke="#fffbe0" stroke-width="2"/>`;
  }
  return g(
    x,
    y,
    1,
    `<circle r="${r}" fill="${rind}"/><circle r="${n(r * 0.86)}" fill="#fffbe0"/><circle r="${n(r * 0.78)}" fill="${colour}"/>${seg}`,
    rot,
  );
}

export function iceCube(x: number, y: number, s = 22, rot = 0) {
  return g(
    x,
    y,
    1,
    `<rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="5" fill="#fff" opacity="0.55"/><path d="M${-s / 2 + 4} ${-s / 2 + 5} l${s * 0.4} 0" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
    rot,
  );
}

export function walnut(r: Rng, x: number, y: number, s = 1) {
  const body = `<path d="${blob(r, 0, 0, 14, 10, 10, 0.25)}" fill="#a86a35"/><path d="M-9 -2 q4 -6 8 0 q4 6 8 0" stroke="#7a4720" stroke-width="2" fill="none"/><path d="M-6 4 q5 -3 10 1" stroke="#d29a5f" stroke-width="2" fill="none"/>`;
  return g(x, y, s, body, between(r, -40, 40));
}
