/** Wraps, salad bowls and what goes on them. */
import { drumstick as brandDrumstick } from '../motif';
import { between, blob, g, n, pick, type Rng } from '../svg';
import { friedPiece, type Tone } from './fried';
import { C, shade, shadow } from './palette';

export interface WrapFill {
  chicken: Tone;
  greens: string;
  bits: { colour: string; shape: 'chunk' | 'shred' | 'dot' | 'slice' }[];
  sauce: string;
  paper?: 'kraft' | 'checks' | 'red';
}

function wrapHalf(r: Rng, f: WrapFill, height: number): string {
  const w = 48;
  const top = -height;
  let s = `<path d="M${-w} ${top} L${-w} -12 Q${-w} 0 ${-w + 12} 0 L${w - 12} 0 Q${w} 0 ${w} -12 L${w} ${top} Z" fill="#efcf92"/>`;
  for (let i = 0; i < 7; i++)
    s += `<ellipse cx="${n(between(r, -w + 10, w - 10))}" cy="${n(between(r, top + 20, top + 70))}" rx="${n(between(r, 4, 9))}" ry="${n(between(r, 2, 4))}" fill="#d39a4e" opacity="0.55"/>`;
  s += `<path d="M${w - 14} ${top + 10} L${w - 14} ${top + 80}" stroke="#000" stroke-opacity="0.07" stroke-width="10"/>`;
  // the cut face
  s += `<ellipse cx="0" cy="${top}" rx="${w}" ry="22" fill="#f7e2b5"/><ellipse cx="0" cy="${top}" rx="${w - 6}" ry="17" fill="${f.sauce}"/>`;
  // fillings, bulging out of the cut
  let fill = '';
  fill += `<path d="${blob(r, -8, top - 4, 30, 13, 12, 0.25)}" fill="${f.greens}"/>`;
  fill += `<path d="${blob(r, 14, top - 10, 22, 10, 12, 0.3)}" fill="${shade(f.greens, 0.82)}"/>`;
  for (let i = 0; i < 3; i++)
    fill += g(
      between(r, -24, 22),
      top - between(r, 2, 12),
      1,
      friedPiece(r, between(r, 12, 16), between(r, 8, 11), f.chicken, { bumps: 10 }),
      between(r, -30, 30),
    );
  for (const b of f.bits) {
    const x = between(r, -28, 26);
    const y = top - between(r, -4, 14);
    if (b.shape === 'chunk')
      fill += `<rect x="${n(x - 8)}" y="${n(y - 7)}" width="16" height="13" rx="3" fill="${b.colour}" transform="rotate(${n(between(r, -30, 30))} ${n(x)} ${n(y)})"/>`;
    if (b.shape === 'slice')
      fill += `<path d="M${n(x - 12)} ${n(y)} Q${n(x)} ${n(y - 16)} ${n(x + 12)} ${n(y)} Z" fill="${b.colour}"/>`;
    if (b.shape === 'dot') fill += `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${b.colour}"/>`;
    if (b.shape === 'shred')
      fill += `<path d="M${n(x - 12)} ${n(y)} q8 -10 22 -6" stroke="${b.colour}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  }
  fill += `<path d="M-26 ${top + 4} q10 -8 20 -2 q10 6 22 -4" stroke="${f.sauce}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  // paper wrapper on the lower part
  const paperFill =
    f.paper === 'checks' ? 'url(#checksSmall)' : f.paper === 'red' ? C.red : '#d9b27c';
  const py = top + height * 0.42;
  const paper = `<path d="M${-w - 3} ${n(py + 10)} L${-w * 0.5} ${n(py - 6)} L0 ${n(py + 8)} L${w * 0.5} ${n(py - 10)} L${w + 3} ${n(py + 4)} L${w + 3} -8 Q${w + 3} 2 ${w - 9} 2 L${-w + 9} 2 Q${-w - 3} 2 ${-w - 3} -8 Z" fill="${paperFill}"/>
<path d="M${-w - 3} ${n(py + 10)} L${-w * 0.5} ${n(py - 6)} L0 ${n(py + 8)} L${w * 0.5} ${n(py - 10)} L${w + 3} ${n(py + 4)}" stroke="#000" stroke-opacity="0.12" stroke-width="3" fill="none"/>
${f.paper === 'kraft' || !f.paper ? brandDrumstick(-16, n(py + 24), 32, { meat: C.red, bone: '#fff4e0' }) : ''}`;
  return s + fill + paper;
}

/** Two wrap halves standing side by side, cut faces up. About 230 wide. */
export function wrap(r: Rng, f: WrapFill): string {
  return (
    shadow(250, -2) + g(-46, 0, 1, wrapHalf(r, f, 170), -8) + g(52, 4, 1, wrapHalf(r, f, 150), 10)
  );
}

/** A bowl with `content` heaped above its rim (rim at y = -rimY). About 310 wide. */
export function bowl(
  content: string,
  colour: string,
  inner: string,
  band?: string,
  rx = 150,
  rimY = 94,
): string {
  const ry = 22;
  const back = `<ellipse cx="0" cy="${-rimY}" rx="${rx}" ry="${ry}" fill="${inner}"/>`;
  const front = `<path d="M${-rx} ${-rimY} A${rx} ${ry} 0 0 0 ${rx} ${-rimY} Q${rx - 6} -10 ${rx * 0.3} -4 L${-rx * 0.3} -4 Q${-rx + 6} -10 ${-rx} ${-rimY} Z" fill="${colour}"/>
<rect x="${-rx * 0.32}" y="-8" width="${rx * 0.64}" height="8" rx="4" fill="${shade(colour, 0.82)}"/>
${band ? `<path d="M${-rx + 4} ${-rimY + 18} A${rx - 4} ${ry} 0 0 0 ${rx - 4} ${-rimY + 18}" stroke="${band}" stroke-width="6" fill="none"/>` : ''}
<path d="M${-rx} ${-rimY} A${rx} ${ry} 0 0 0 ${rx} ${-rimY}" stroke="#fff" stroke-opacity="0.5" stroke-width="4" fill="none"/>
<path d="M${-rx * 0.8} ${-rimY + 34} Q${-rx * 0.7} ${-rimY + 62} ${-rx * 0.42} ${-rimY + 76}" stroke="#fff" stroke-opacity="0.35" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  return shadow(rx * 2.1, -2) + back + content + front;
}

/** A heap of salad leaves over a bowl of half-width `w` with rim at `y`. */
export function leaves(
  r: Rng,
  w: number,
  y: number,
  colours: string[],
  count = 16,
  height = 46,
): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const t = (i / (count - 1)) * 2 - 1;
    const x = t * w * 0.88 + between(r, -8, 8);
    const yy = y - (1 - t * t) * height - between(r, -4, 8);
    const c = pick(r, colours);
    s += `<path d="${blob(r, x, yy, between(r, 26, 36), between(r, 16, 22), 11, 0.28, between(r, -30, 30))}" fill="${c}"/>`;
    s += `<path d="M${n(x - 14)} ${n(yy + 4)} Q${n(x)} ${n(yy - 4)} ${n(x + 16)} ${n(yy - 2)}" stroke="#fff" stroke-opacity="0.35" stroke-width="2" fill="none"/>`;
  }
  return s;
}

export function grilledSlice(
  r: Rng,
  x: number,
  y: number,
  rot: number,
  w = 46,
  colour = '#d99a5c',
) {
  const body = `<path d="M${-w / 2} 4 Q${-w / 2} -12 ${-w / 4} -13 L${w / 2} -11 Q${w / 2 + 4} 0 ${w / 2 - 2} 8 Z" fill="${colour}"/><path d="M${-w / 2 + 3} 2 L${w / 2 - 3} 4" stroke="#f5d3a8" stroke-width="3" opacity="0.8"/>
<path d="M${-w / 4} -10 l8 14 M0 -10 l8 14 M${w / 4} -10 l8 14" stroke="#6e3a18" stroke-width="3.4" stroke-linecap="round" opacity="0.8"/>`;
  return g(x, y, 1, body, rot);
}

export const crouton = (r: Rng, x: number, y: number) =>
  g(
    x,
    y,
    1,
    `<rect x="-9" y="-9" width="18" height="18" rx="4" fill="#e8a64a"/><rect x="-9" y="-9" width="18" height="7" rx="3" fill="#f7cf7a"/><circle cx="3" cy="2" r="1.5" fill="#b86d22"/>`,
    between(r, -30, 30),
  );

export const parmesan = (r: Rng, x: number, y: number) =>
  g(
    x,
    y,
    1,
    `<path d="M-12 4 L10 -8 L14 6 Z" fill="#fff6d8"/><path d="M-12 4 L14 6" stroke="#efdca4" stroke-width="2"/>`,
    between(r, -40, 40),
  );
