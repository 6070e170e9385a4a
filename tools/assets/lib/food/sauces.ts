/** Sauce colours and the small pot they are served in. */
import { between, n, type Rng, rng } from '../svg';
import { C, shadow } from './palette';

export const SAUCE = {
  ketchup: '#d6281c',
  mayo: '#fff0c2',
  bbq: '#6b2a14',
  mustard: '#e8b21a',
  white: '#f7f3ea',
  chili: '#f0512a',
  cheddar: '#ffb51c',
  chocolate: '#5a2e1c',
  tomato: '#c92a1a',
  caesar: '#f3e3b5',
  teriyaki: '#6b3316',
};

/** A small sauce pot (about 64 wide). */
export function saucePot(colour: string, r?: Rng) {
  const rr = r ?? rng(colour);
  const swirl = between(rr, -8, 8);
  return `${shadow(74, 0, 0.8)}
<path d="M-32 -34 L-26 -2 Q-25 2 -20 2 L20 2 Q25 2 26 -2 L32 -34 Z" fill="#fffaf0"/>
<path d="M-30 -24 L30 -24 L28.6 -16 L-28.6 -16 Z" fill="${C.red}"/>
<ellipse cx="0" cy="-34" rx="32" ry="9" fill="#f1e4cc"/>
<ellipse cx="0" cy="-34" rx="28" ry="7" fill="${colour}"/>
<path d="M${n(-14 + swirl)} -35 Q0 -40 ${n(12 + swirl)} -35" stroke="#fff" stroke-opacity="0.5" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
}
