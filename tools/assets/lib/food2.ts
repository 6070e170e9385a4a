/**
 * More flat food illustrations: wraps, bowls, sides, bottles and glasses, desserts, kids box.
 * Same conventions as food.ts: drawn standing at (0, 0), growing upwards.
 */
import {
  C,
  friedPiece,
  nugget,
  shade,
  shadow,
  tint,
  brandDrumstick,
  lemonSlice,
  leaf,
  iceCube,
  type Tone,
} from './food';
import { between, blob, g, n, pick, smoothClosed, smoothOpen, type Rng } from './svg';

// ----------------------------------------------------------------------------------- wraps

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

// ----------------------------------------------------------------------------------- bowls

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

export function walnut(r: Rng, x: number, y: number, s = 1) {
  const body = `<path d="${blob(r, 0, 0, 14, 10, 10, 0.25)}" fill="#a86a35"/><path d="M-9 -2 q4 -6 8 0 q4 6 8 0" stroke="#7a4720" stroke-width="2" fill="none"/><path d="M-6 4 q5 -3 10 1" stroke="#d29a5f" stroke-width="2" fill="none"/>`;
  return g(x, y, s, body, between(r, -40, 40));
}

// ----------------------------------------------------------------------------------- sides

/** An onion ring standing up, outer radius ~ 40. */
export function onionRing(r: Rng, x: number, y: number, rot: number, s = 1): string {
  const outer = blob(r, 0, 0, 40, 38, 22, 0.07);
  const inner = `M-20 0 A20 18 0 1 0 20 0 A20 18 0 1 0 -20 0 Z`;
  const body = `<path d="${outer} ${inner}" fill="url(#fried)" fill-rule="evenodd" stroke="#b9651f" stroke-opacity="0.5" stroke-width="2"/>
<path d="M-22 -3 A22 20 0 0 1 22 -3" stroke="#f7edd0" stroke-width="3" fill="none" opacity="0.9"/>
${Array.from({ length: 14 }, () => {
  const a = r() * Math.PI * 2;
  const d = between(r, 25, 35);
  return `<circle cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d * 0.95)}" r="${n(between(r, 1.6, 3.4))}" fill="${r() < 0.65 ? '#ffd98a' : '#b9651f'}" opacity="0.85"/>`;
}).join('')}`;
  return g(x, y, s, body, rot);
}

export function mozzaStick(r: Rng, x: number, y: number, rot: number, broken = false): string {
  const crust = (len: number, cutLeft = false, cutRight = false) => {
    let t = `<rect x="${-len / 2}" y="-15" width="${len}" height="30" rx="14" fill="url(#fried)" stroke="#c06a1e" stroke-opacity="0.5" stroke-width="2"/>`;
    for (let i = 0; i < Math.round(len / 4); i++) {
      const cx = between(r, -len / 2 + 8, len / 2 - 8);
      const cy = between(r, -11, 9);
      t += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(between(r, 1.4, 3))}" fill="${cy < 0 ? '#ffd98a' : '#c06a1e'}" opacity="${cy < 0 ? 0.9 : 0.45}"/>`;
    }
    if (cutLeft) t += `<ellipse cx="${-len / 2 + 4}" cy="0" rx="7" ry="13" fill="#fff3c4"/>`;
    if (cutRight) t += `<ellipse cx="${len / 2 - 4}" cy="0" rx="7" ry="13" fill="#fff3c4"/>`;
    return t;
  };
  if (!broken) return g(x, y, 1, crust(110), rot);
  const pull = `<path d="M-22 -11 C-6 -4 6 -4 22 -11 L22 11 C6 4 -6 4 -22 11 Z" fill="#fff7dc"/><path d="M-20 -2 C-6 2 6 2 20 -2" stroke="#ffe89a" stroke-width="3" fill="none"/>`;
  return g(
    x,
    y,
    1,
    g(-52, 0, 1, crust(64, false, true)) + g(52, 0, 1, crust(64, true, false)) + pull,
    rot,
  );
}

export function wedge(r: Rng, x: number, y: number, rot: number, s = 1): string {
  const body = `<path d="M-50 4 C-32 -30 32 -30 50 4 C20 13 -20 13 -50 4 Z" fill="#f2b244"/>
<path d="M-50 4 C-32 -30 32 -30 50 4" stroke="#9a5a24" stroke-width="8" fill="none" stroke-linecap="round"/>
<path d="M-30 -6 C-18 -16 0 -18 14 -16" stroke="#ffd77a" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M-46 5 C-20 12 20 12 46 5" stroke="#d98a2a" stroke-width="3" fill="none"/>
${Array.from({ length: 9 }, () => `<circle cx="${n(between(r, -34, 34))}" cy="${n(between(r, -12, 6))}" r="${n(between(r, 1.4, 2.4))}" fill="#c0301a" opacity="0.8"/>`).join('')}
${Array.from({ length: 3 }, () => `<path d="M${n(between(r, -24, 20))} ${n(between(r, -10, 4))} l4 -3" stroke="#3f8f2a" stroke-width="2" stroke-linecap="round"/>`).join('')}`;
  return g(x, y, s, body, rot);
}

export function churro(r: Rng, x: number, y: number, rot: number, len = 130): string {
  const w = 16;
  let ridges = '';
  for (const k of [-6, 0, 6])
    ridges += `<path d="M${k * 1.3} ${-len + 12} L${k * 1.3} -4" stroke="${k === 0 ? '#f7c77a' : '#9a551c'}" stroke-width="${k === 0 ? 4 : 3}" opacity="0.8"/>`;
  let sugar = '';
  for (let i = 0; i < 12; i++)
    sugar += `<rect x="${n(between(r, -w + 3, w - 5))}" y="${n(between(r, -len + 8, -30))}" width="2.6" height="2.6" fill="#fff" opacity="0.9"/>`;
  return g(
    x,
    y,
    1,
    `<rect x="${-w}" y="${-len}" width="${w * 2}" height="${len}" rx="${w}" fill="#d98a38"/>${ridges}${sugar}`,
    rot,
  );
}

// ----------------------------------------------------------------------------------- containers

/** A striped paper cone (churros, popcorn chicken). ~130 wide at the top, 150 tall. */
export function paperCone(content: string, w = 130, h = 150, stripe: string = C.red): string {
  const t = w / 2;
  const b = w * 0.22;
  let stripes = '';
  for (let i = 0; i < 6; i += 2) {
    const a = -1 + (i / 6) * 2;
    const c = -1 + ((i + 1) / 6) * 2;
    stripes += `<path d="M${n(a * t)} ${-h} L${n(c * t)} ${-h} L${n(c * b)} 0 L${n(a * b)} 0 Z" fill="${stripe}"/>`;
  }
  return `${shadow(w * 0.9, -2)}${content}<path d="M${-t} ${-h} L${t} ${-h} L${b} 0 L${-b} 0 Z" fill="#fffaf0"/>${stripes}<path d="M${-t} ${-h} L${t} ${-h} L${b} 0 L${-b} 0 Z" fill="url(#can)" opacity="0.45"/><path d="M${-t - 3} ${-h - 3} L${t + 3} ${-h - 3} L${t + 1} ${-h + 10} L${-t - 1} ${-h + 10} Z" fill="${stripe}"/>`;
}

/** An open nugget box: lid tilted back, nuggets inside. About 210 wide. */
export function nuggetBox(r: Rng, count = 9, colour: string = C.red): string {
  const lid = `<path d="M-104 -96 L-92 -190 L92 -190 L104 -96 Z" fill="${shade(colour, 0.8)}"/><path d="M-92 -190 L92 -190 L90 -180 L-90 -180 Z" fill="#fff" opacity="0.2"/>${brandDrumstick(-30, -178, 60, { meat: C.cream, bone: '#fff' })}`;
  let nuggets = '';
  const spots: [number, number][] = [
    [-70, -96],
    [-24, -106],
    [24, -100],
    [70, -94],
    [-48, -124],
    [0, -132],
    [48, -122],
    [-20, -150],
    [24, -146],
  ];
  for (let i = 0; i < Math.min(count, spots.length); i++)
    nuggets += nugget(r, spots[i][0], spots[i][1], 27);
  const front = `<path d="M-104 -96 L104 -96 L90 -6 Q89 0 82 0 L-82 0 Q-89 0 -90 -6 Z" fill="${colour}"/><path d="M-104 -96 L104 -96 L103 -88 L-103 -88 Z" fill="#fff" opacity="0.25"/><path d="M-50 -46 L50 -46" stroke="#fff" stroke-opacity="0.85" stroke-width="6" stroke-linecap="round"/><path d="M-34 -30 L34 -30" stroke="${C.gold}" stroke-width="6" stroke-linecap="round"/>`;
  return shadow(230, -2) + lid + nuggets + front;
}

/** The kids' box: a little house-shaped carton with handle, ~200 wide. */
export function kidsBox(r: Rng, content: string): string {
  const handle = `<path d="M-50 -150 Q-50 -220 0 -220 Q50 -220 50 -150" stroke="${C.red}" stroke-width="14" fill="none"/><path d="M-36 -150 Q-36 -206 0 -206 Q36 -206 36 -150" stroke="#b3050f" stroke-width="5" fill="none"/>`;
  const box = `<path d="M-100 -150 L100 -150 L92 -4 Q91 0 86 0 L-86 0 Q-91 0 -92 -4 Z" fill="${C.gold}"/>
<path d="M-100 -150 L100 -150 L98 -128 L-98 -128 Z" fill="${C.red}"/>
<circle cx="0" cy="-72" r="38" fill="${C.red}"/>
${brandDrumstick(-30, -102, 60, { meat: C.cream, bone: '#fff' })}
${[
  [-70, -100],
  [66, -48],
  [-64, -30],
  [72, -110],
]
  .map(
    ([x, y], i) =>
      `<path d="M${x} ${y - 10} l3 7 8 1 -6 5 2 8 -7 -4 -7 4 2 -8 -6 -5 8 -1z" fill="${i % 2 ? '#fff' : C.red}" transform="rotate(${n(between(r, -20, 20))} ${x} ${y})"/>`,
  )
  .join('')}`;
  return shadow(220, -2) + handle + content + box;
}

// ----------------------------------------------------------------------------------- bottles & glasses

/** Spring-water bottle with an Alpine label, ~86 wide, 260 tall. */
export function waterBottle(r: Rng): string {
  const body = `M-40 -170 Q-42 -150 -40 -130 L-40 -110 Q-34 -100 -40 -90 L-40 -12 Q-40 0 -28 0 L28 0 Q40 0 40 -12 L40 -90 Q34 -100 40 -110 L40 -130 Q42 -150 40 -170 Q30 -200 14 -214 L14 -226 L-14 -226 L-14 -214 Q-30 -200 -40 -170 Z`;
  return `${shadow(110, -2)}
<path d="${body}" fill="#cfeefb" opacity="0.95"/>
<path d="M-40 -70 L40 -70 L40 -12 Q40 0 28 0 L-28 0 Q-40 0 -40 -12 Z" fill="#a9ddf3" opacity="0.7"/>
<rect x="-41" y="-150" width="82" height="62" fill="#fff"/>
<path d="M-41 -102 L-18 -132 L-6 -118 L10 -140 L41 -104 L41 -88 L-41 -88 Z" fill="#2f7fd0"/>
<path d="M-18 -132 L-12 -124 L-16 -122 L-22 -127 Z M10 -140 L18 -130 L12 -128 L6 -134 Z" fill="#fff"/>
<rect x="-41" y="-150" width="82" height="10" fill="#2f7fd0"/>
<path d="${body}" fill="url(#glassShine)"/>
<path d="M-30 -60 L-30 -20" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.7"/>
<rect x="-18" y="-246" width="36" height="24" rx="4" fill="#1f6fd0"/><rect x="-18" y="-246" width="36" height="6" rx="3" fill="#5aa0ec"/>
${Array.from({ length: 6 }, (_, i) => `<path d="M${-16 + i * 6.4} -238 L${-16 + i * 6.4} -224" stroke="#1559a8" stroke-width="2"/>`).join('')}
<rect x="-20" y="-222" width="40" height="5" rx="2" fill="#1f6fd0"/>
${Array.from({ length: 6 }, () => `<circle cx="${n(between(r, -34, 34))}" cy="${n(between(r, -80, -20))}" r="${n(between(r, 1.5, 3))}" fill="#fff" opacity="0.7"/>`).join('')}`;
}

/** A tall glass tumbler holding `liquid`, ~100 wide, 200 tall; `inside` drawn in the liquid. */
export function tumbler(liquid: string, inside = '', top = '', fill = 0.86, h = 200): string {
  const w = 52;
  const bw = 42;
  const level = -h * fill;
  const glassPath = `M${-w} ${-h} L${w} ${-h} L${bw} -6 Q${bw - 1} 0 ${bw - 7} 0 L${-bw + 7} 0 Q${-bw + 1} 0 ${-bw} -6 Z`;
  const lw = bw + (w - bw) * fill;
  return `${shadow(120, -2)}
<path d="${glassPath}" fill="#fff" opacity="0.4"/>
<path d="M${-lw + 3} ${n(level)} L${lw - 3} ${n(level)} L${bw - 3} -9 Q${bw - 4} -4 ${bw - 9} -4 L${-bw + 9} -4 Q${-bw + 4} -4 ${-bw + 3} -9 Z" fill="${liquid}"/>
${inside}
<ellipse cx="0" cy="${n(level)}" rx="${n(lw - 3)}" ry="6" fill="${tint(liquid, 0.35)}"/>
<path d="${glassPath}" fill="url(#glassShine)"/>
<path d="M${-w} ${-h} L${w} ${-h}" stroke="#fff" stroke-width="3" opacity="0.9"/>
<path d="M${-w + 10} ${-h + 20} L${-bw + 8} -20" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.6"/>
${top}`;
}

export function straw(x: number, y: number, rot: number, colour: string, len = 120) {
  return g(
    x,
    y,
    1,
    `<rect x="-5" y="${-len}" width="10" height="${len}" rx="3" fill="#fff"/>${Array.from({ length: Math.floor(len / 20) }, (_, i) => `<path d="M-5 ${-len + 6 + i * 20} L5 ${-len + 14 + i * 20}" stroke="${colour}" stroke-width="5"/>`).join('')}`,
    rot,
  );
}

/** Diner milkshake: footed glass, whipped cream, cherry, straw. ~120 wide, 300 tall. */
export function milkshake(r: Rng, colour = '#f6a5bd'): string {
  const glass = `M-56 -230 L56 -230 Q50 -120 18 -70 L12 -40 Q40 -30 42 -6 Q42 0 36 0 L-36 0 Q-42 0 -42 -6 Q-40 -30 -12 -40 L-18 -70 Q-50 -120 -56 -230 Z`;
  const cream = `<path d="${blob(r, 0, -240, 58, 22, 14, 0.15)}" fill="#fffaf2"/><path d="${blob(r, 0, -266, 42, 18, 12, 0.15)}" fill="#fffaf2"/><path d="${blob(r, 0, -288, 26, 14, 10, 0.15)}" fill="#fff"/><path d="M-30 -250 q20 -10 40 -2" stroke="#eadfd0" stroke-width="3" fill="none"/>`;
  let sprinkles = '';
  for (let i = 0; i < 14; i++) {
    const x = between(r, -40, 40);
    const y = between(r, -286, -236);
    sprinkles += `<rect x="${n(x)}" y="${n(y)}" width="7" height="2.6" rx="1.3" fill="${pick(r, ['#e20819', '#f5b700', '#4fb0e8', '#7bc04a'])}" transform="rotate(${n(between(r, 0, 180))} ${n(x)} ${n(y)})"/>`;
  }
  return `${shadow(110, -2)}
${straw(22, -230, 14, C.red, 120)}
<path d="${glass}" fill="${colour}"/>
<path d="M-50 -200 Q-44 -130 -20 -84" stroke="${tint(colour, 0.5)}" stroke-width="8" fill="none" stroke-linecap="round"/>
<path d="${glass}" fill="url(#glassShine)"/>
<path d="M-18 -70 L18 -70 L12 -40 Q40 -30 42 -6 Q42 0 36 0 L-36 0 Q-42 0 -42 -6 Q-40 -30 -12 -40 Z" fill="#eaf6fb"/>
${cream}${sprinkles}
<circle cx="6" cy="-306" r="13" fill="#d0101c"/><circle cx="1" cy="-310" r="4" fill="#fff" opacity="0.6"/><path d="M8 -318 Q14 -336 26 -340" stroke="#4f7a26" stroke-width="3" fill="none"/>`;
}

// ----------------------------------------------------------------------------------- desserts

export function cookieStack(r: Rng): string {
  const cookie = (y: number, rx = 96, ry = 30, th = 16) => {
    let chunks = '';
    for (let i = 0; i < 10; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * 0.75;
      const x = Math.cos(a) * rx * d;
      const yy = y + Math.sin(a) * ry * d;
      const c = i % 5 === 0 ? '#fff1d6' : i % 3 === 0 ? '#8a4a26' : C.chocolateDark;
      chunks += `<path d="${blob(r, x, yy, between(r, 7, 11), between(r, 4, 6), 6, 0.3)}" fill="${c}"/>`;
    }
    return `<path d="M${-rx} ${y} L${-rx} ${y + th} A${rx} ${ry} 0 0 0 ${rx} ${y + th} L${rx} ${y} Z" fill="#c9853d"/>
<path d="${blob(r, 0, y, rx, ry, 20, 0.05)}" fill="url(#cookie)"/>
${Array.from({ length: 6 }, () => `<path d="M${n(between(r, -rx * 0.6, rx * 0.4))} ${n(y + between(r, -ry * 0.5, ry * 0.5))} l${n(between(r, 8, 16))} ${n(between(r, -3, 3))}" stroke="#b8742f" stroke-width="2" stroke-linecap="round"/>`).join('')}
${chunks}`;
  };
  // a leaning cookie behind the stack
  const leaning = g(
    70,
    -70,
    1,
    `<circle r="70" fill="#c9853d"/><circle r="64" fill="url(#cookie)"/>${Array.from(
      { length: 8 },
      () => {
        const a = r() * Math.PI * 2;
        const d = Math.sqrt(r()) * 48;
        return `<path d="${blob(r, Math.cos(a) * d, Math.sin(a) * d, 9, 6, 6, 0.3)}" fill="${r() < 0.25 ? '#fff1d6' : C.chocolateDark}"/>`;
      },
    ).join('')}`,
    18,
  );
  return shadow(280, -2) + leaning + g(-30, 0, 1, cookie(-52) + cookie(-82, 92) + cookie(-112, 88));
}

export function brownieStack(r: Rng): string {
  const piece = (x: number, y: number, s: number) => {
    const w = 110;
    const d = 44;
    const h = 52;
    const top = `M${-w / 2} ${-h} L${w / 2} ${-h} L${w / 2 + d * 0.6} ${-h - d * 0.5} L${-w / 2 + d * 0.6} ${-h - d * 0.5} Z`;
    let cracks = '';
    for (let i = 0; i < 5; i++) {
      const cx = between(r, -w / 2 + 14, w / 2 + 10);
      const cy = -h - between(r, 5, d * 0.45);
      cracks += `<path d="M${n(cx - 10)} ${n(cy)} l8 -3 6 4 8 -2" stroke="#8a5535" stroke-width="2" fill="none"/>`;
    }
    return g(
      x,
      y,
      s,
      `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="url(#chocolate)"/>
<path d="M${w / 2} ${-h} L${w / 2 + d * 0.6} ${-h - d * 0.5} L${w / 2 + d * 0.6} ${-d * 0.5} L${w / 2} 0 Z" fill="#2f170f"/>
<path d="${top}" fill="#7a4a2e"/>${cracks}
${Array.from({ length: 7 }, () => `<path d="${blob(r, between(r, -w / 2 + 8, w / 2 - 8), between(r, -h + 10, -8), between(r, 4, 7), between(r, 3, 5), 6, 0.3)}" fill="#a86a35"/>`).join('')}`,
    );
  };
  return (
    shadow(300, -2) +
    piece(-60, 0, 1) +
    piece(70, 0, 1) +
    piece(0, -52, 1) +
    walnut(r, 14, -126, 1.3) +
    walnut(r, 46, -134, 1.1) +
    walnut(r, 132, -4, 1.2) +
    walnut(r, -138, -2, 1.1)
  );
}

export function sundae(r: Rng, sauce = C.chocolate, topping = '#c98a4a'): string {
  const cup = `M-70 -110 L70 -110 L52 -6 Q51 0 44 0 L-44 0 Q-51 0 -52 -6 Z`;
  // ice cream seen through the cup, with a ribbon of sauce
  const inside = `<path d="M-66 -106 L66 -106 L50 -8 L-50 -8 Z" fill="#fff6e4"/>
<path d="M-62 -80 Q-30 -60 0 -78 Q30 -96 60 -74 L58 -62 Q30 -84 0 -64 Q-30 -46 -60 -68 Z" fill="${sauce}" opacity="0.85"/>
<path d="M-56 -40 Q-20 -24 10 -40 Q34 -52 54 -36 L53 -28 Q34 -44 10 -30 Q-20 -14 -55 -32 Z" fill="${sauce}" opacity="0.6"/>`;
  let swirl = '';
  const layers = [
    [0, -118, 76, 22],
    [0, -148, 62, 20],
    [0, -174, 46, 18],
    [4, -196, 28, 14],
  ];
  for (const [x, y, rx, ry] of layers)
    swirl += `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fffaf0"/><path d="M${x - rx * 0.8} ${y + 4} Q${x} ${y + ry * 0.95} ${x + rx * 0.8} ${y + 4}" stroke="#efe1c8" stroke-width="4" fill="none"/>`;
  swirl += `<path d="M4 -206 Q12 -222 -2 -230" stroke="#fffaf0" stroke-width="11" fill="none" stroke-linecap="round"/>`;
  // sauce poured on the top, running down a little
  let d = 'M-48 -176 Q-30 -206 2 -208 Q34 -206 50 -174';
  const drops = [50, 34, 16, -4, -24, -40];
  for (let i = 0; i < drops.length - 1; i++) {
    const a = drops[i];
    const b = drops[i + 1];
    const depth = between(r, 8, 34);
    d += ` Q${n(a - 2)} ${n(-160 + depth)} ${n((a + b) / 2)} ${n(-158 + depth)} Q${n(b + 2)} ${n(-160 + depth)} ${b} -170`;
  }
  d += ' Q-46 -168 -48 -176 Z';
  const sauceTop = `<path d="${d}" fill="${sauce}"/><path d="M-24 -196 Q-6 -204 14 -200" stroke="#fff" stroke-opacity="0.45" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  let bits = '';
  for (let i = 0; i < 18; i++) {
    const x = between(r, -40, 40);
    const y = between(r, -206, -176);
    bits += `<rect x="${n(x)}" y="${n(y)}" width="5" height="4" fill="${i % 3 ? topping : '#f3d39a'}" transform="rotate(${n(between(r, 0, 90))} ${n(x)} ${n(y)})"/>`;
  }
  return `${shadow(180, -2)}
<path d="M30 -150 L92 -262" stroke="${C.red}" stroke-width="10" stroke-linecap="round"/><ellipse cx="94" cy="-270" rx="10" ry="15" fill="${C.red}" transform="rotate(28 94 -270)"/>
${inside}${swirl}${sauceTop}${bits}
<path d="${cup}" fill="#fff" opacity="0.18"/>
<path d="${cup}" fill="url(#glassShine)"/>
<path d="M-76 -116 L76 -116 L74 -106 L-74 -106 Z" fill="#fff"/>
<path d="M-58 -96 L-46 -14" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;
}

export function tiramisu(r: Rng): string {
  const w = 62;
  const h = 170;
  const layers: [number, number, string][] = [
    [-6, -44, '#b8793c'],
    [-44, -84, '#fff1d8'],
    [-84, -112, '#a4682f'],
    [-112, -150, '#fff4e0'],
  ];
  let body = '';
  for (const [y1, y2, c] of layers)
    body += `<rect x="${-w + 5}" y="${y2}" width="${(w - 5) * 2}" height="${y1 - y2}" fill="${c}"/>`;
  body += `<path d="M${-w + 5} -44 Q-30 -52 0 -44 Q30 -36 ${w - 5} -44" stroke="#8a5428" stroke-width="5" fill="none"/>`;
  body += `<path d="M${-w + 5} -112 Q-30 -120 0 -112 Q30 -104 ${w - 5} -112" stroke="#7a4520" stroke-width="5" fill="none"/>`;
  body += `<ellipse cx="0" cy="-150" rx="${w - 5}" ry="12" fill="#6b3a22"/>`;
  for (let i = 0; i < 30; i++)
    body += `<circle cx="${n(between(r, -w + 12, w - 12))}" cy="${n(between(r, -158, -144))}" r="1.4" fill="#4a2414"/>`;
  const biscuit = g(
    18,
    -170,
    1,
    `<rect x="-26" y="-34" width="52" height="44" rx="4" fill="#c4742e"/><rect x="-22" y="-30" width="44" height="36" rx="3" fill="none" stroke="#a65a1f" stroke-width="2"/>${Array.from({ length: 6 }, (_, i) => `<circle cx="${-18 + i * 7.2}" cy="-34" r="3.6" fill="#c4742e"/>`).join('')}<path d="M-12 -20 h24 M-12 -12 h24 M-12 -4 h24" stroke="#a65a1f" stroke-width="2"/>`,
    16,
  );
  const glass = `M${-w} ${-h} L${w} ${-h} L${w} -8 Q${w} 0 ${w - 8} 0 L${-w + 8} 0 Q${-w} 0 ${-w} -8 Z`;
  return `${shadow(160, -2)}${biscuit}${body}<path d="${glass}" fill="#fff" opacity="0.18"/><path d="${glass}" fill="url(#glassShine)"/><path d="M${-w} ${-h} L${w} ${-h}" stroke="#fff" stroke-width="3"/>
<path d="M${-w + 10} ${-h + 16} L${-w + 10} -16" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.55"/>
<g transform="translate(-4 -166) rotate(-10)"><path d="M0 0 a6 9 0 1 0 0.1 0" fill="#3b1f14"/><path d="M0 -8 q3 8 0 16" stroke="#7a4a2e" stroke-width="1.5" fill="none"/></g>`;
}

export { smoothClosed, smoothOpen, lemonSlice, leaf, iceCube };
