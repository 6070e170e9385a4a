/** The small things set beside a dish: chillies, cheese, fruit, vegetables, a glass. */
import * as F from '../lib/food';
import { C } from '../lib/food';
import { between, g, n, type Rng } from '../lib/svg';

export const chilli = (x: number, y: number, rot: number, s = 1) =>
  g(
    x,
    y,
    s,
    `<path d="M0 0 C-6 -30 6 -58 30 -70 C22 -52 18 -26 10 2 Q6 8 0 0 Z" fill="#d9161c"/><path d="M4 -12 C2 -30 10 -48 22 -60" stroke="#ff7a6a" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M30 -70 q6 -6 4 -14 M26 -66 q10 -2 14 4" stroke="#3f8f2a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    rot,
  );

export const cheeseWedge = (x: number, y: number, s = 1) =>
  g(
    x,
    y,
    s,
    `<path d="M-50 0 L50 0 L50 -40 L-50 -18 Z" fill="#f7d266"/><path d="M-50 -18 L50 -40 L30 -48 L-64 -22 Z" fill="#ffe79a"/><path d="M-50 0 L-64 -22 L-64 -6 Z" fill="#b8742a"/><path d="M50 0 L50 -40" stroke="#b8742a" stroke-width="4"/><circle cx="-10" cy="-12" r="5" fill="#eab84a"/><circle cx="22" cy="-16" r="4" fill="#eab84a"/>`,
  );

export const avocadoHalf = (x: number, y: number, s = 1) =>
  g(
    x,
    y,
    s,
    `<ellipse cx="0" cy="-40" rx="36" ry="44" fill="#3c5f1e"/><ellipse cx="0" cy="-40" rx="31" ry="39" fill="#b9dc6a"/><ellipse cx="0" cy="-36" rx="24" ry="28" fill="#dff0a2"/><circle cx="0" cy="-30" r="15" fill="#8a5a2a"/><circle cx="-4" cy="-34" r="4" fill="#b07a44"/>`,
    -12,
  );

export const celery = (x: number, y: number, rot: number) =>
  g(
    x,
    y,
    1,
    `<rect x="-2" y="-8" width="96" height="16" rx="8" fill="#8cc84b"/><path d="M4 -3 L88 -3 M4 3 L88 3" stroke="#c2e38a" stroke-width="2"/><path d="M92 0 q12 -16 22 -6 q-2 12 -22 6 Z M92 0 q16 2 18 14 q-14 2 -18 -14 Z" fill="#5aa83a"/>`,
    rot,
  );

export const lemonHalf = (x: number, y: number, s = 1) => g(x, y, s, F.lemonSlice(0, -26, 26));

export const peach = (x: number, y: number, s = 1) =>
  g(
    x,
    y,
    s,
    `<circle cx="0" cy="-34" r="34" fill="#ff9d5c"/><path d="M0 -66 Q-10 -40 0 -2" stroke="#f0783c" stroke-width="3" fill="none"/><circle cx="12" cy="-44" r="14" fill="#ffc08a" opacity="0.7"/><path d="M2 -66 Q20 -88 40 -76 Q22 -62 2 -66 Z" fill="#4f9a2c"/>`,
  );

export const orangeHalf = (x: number, y: number, s = 1) =>
  g(x, y, s, F.lemonSlice(0, -30, 30, 0, '#ffa229', '#f57c00'));

export const cherryTomato = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y - 14}" r="14" fill="${C.tomato}"/><circle cx="${x - 4}" cy="${y - 19}" r="4" fill="#fff" opacity="0.45"/><path d="M${x - 6} ${y - 28} l6 4 6 -4" stroke="#3f8f2a" stroke-width="3" fill="none"/>`;

/** Small glass of the drink with ice, next to a can. */
export const glassOf = (r: Rng, liquid: string, extra = '') =>
  F.tumbler(
    liquid,
    F.iceCube(-14, -120, 24, 12) +
      F.iceCube(14, -96, 22, -18) +
      F.iceCube(-6, -70, 20, 30) +
      bubbles(r, -30, 30, -150, -20),
    extra,
    0.8,
    170,
  );

export function bubbles(r: Rng, x1: number, x2: number, y1: number, y2: number, count = 10) {
  let s = '';
  for (let i = 0; i < count; i++)
    s += `<circle cx="${n(between(r, x1, x2))}" cy="${n(between(r, y1, y2))}" r="${n(between(r, 1.4, 3))}" fill="#fff" opacity="0.5"/>`;
  return s;
}
