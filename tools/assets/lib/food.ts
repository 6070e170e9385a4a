/**
 * Flat food illustrations, drawn as SVG fragments. Every component is drawn standing on the
 * ground at (0, 0), growing upwards (negative y); place it with `g(x, y, scale, …)`.
 * Colours come from the palette below so that the whole set looks like one family.
 */
import { drumstick as brandDrumstick, BRAND } from './motif';
import { between, blob, g, n, pick, rng, smoothClosed, smoothOpen, type Rng } from './svg';

export const C = {
  ...BRAND,
  fryLight: '#f9c85a',
  fry: '#f2ac3b',
  fryDark: '#d9862a',
  crust: '#e59a35',
  crustDark: '#b9651f',
  crumb: '#ffd98a',
  bone: '#fff1dc',
  bun: '#eb9f42',
  bunDark: '#c87a2a',
  bunLight: '#f7c27a',
  sesame: '#fff5dc',
  lettuce: '#74c043',
  lettuceDark: '#4f9a2c',
  tomato: '#e8412f',
  tomatoLight: '#ff7a5c',
  cheddar: '#ffbf1f',
  cheddarDark: '#f29d0c',
  raclette: '#fff1b8',
  bacon: '#b5412e',
  baconLight: '#e8876c',
  onionRed: '#9d3a78',
  jalapeno: '#3f8f2a',
  jalapenoLight: '#8bcf5a',
  avocado: '#9ccc4f',
  avocadoLight: '#dff0a2',
  chocolate: '#5a3220',
  chocolateDark: '#3b1f14',
  paper: '#fffaf0',
  glass: '#dff3fb',
};

// ----------------------------------------------------------------------------------- defs

/** Shared gradients and patterns: include once in every SVG using these components. */
export function defs(): string {
  const lin = (id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('')}</linearGradient>`;
  return `<defs>
${lin('fried', [
  [0, '#fdd373'],
  [0.5, '#f0a636'],
  [1, '#cc7022'],
])}
${lin('friedSpicy', [
  [0, '#f08a3a'],
  [0.55, '#d4551f'],
  [1, '#9f3414'],
])}
${lin('friedGlazed', [
  [0, '#e0843a'],
  [0.5, '#b9541d'],
  [1, '#7f3312'],
])}
${lin('grilled', [
  [0, '#e3a66a'],
  [1, '#b7733d'],
])}
${lin('veggie', [
  [0, '#f4cf72'],
  [0.55, '#e4a848'],
  [1, '#c4843a'],
])}
${lin('bunTop', [
  [0, '#eda352'],
  [0.6, '#d9843a'],
  [1, '#bb6a2a'],
])}
${lin('bunBottom', [
  [0, '#eba75a'],
  [1, '#c77e36'],
])}
${lin(
  'can',
  [
    [0, '#000', 0.28],
    [0.18, '#fff', 0.32],
    [0.32, '#fff', 0],
    [0.75, '#000', 0],
    [1, '#000', 0.32],
  ],
  1,
  0,
)}
${lin(
  'glassShine',
  [
    [0, '#fff', 0.65],
    [0.25, '#fff', 0.05],
    [0.8, '#fff', 0],
    [1, '#fff', 0.35],
  ],
  1,
  0,
)}
${lin(
  'metal',
  [
    [0, '#9aa3ab'],
    [0.3, '#eef2f5'],
    [0.6, '#b9c1c8'],
    [1, '#7d868e'],
  ],
  1,
  0,
)}
${lin('chocolate', [
  [0, '#6d3e27'],
  [1, '#43241a'],
])}
${lin('cookie', [
  [0, '#e7ad62'],
  [1, '#c98a42'],
])}
<radialGradient id="shadow"><stop offset="0" stop-color="#5a2a10" stop-opacity="0.32"/><stop offset="0.6" stop-color="#5a2a10" stop-opacity="0.14"/><stop offset="1" stop-color="#5a2a10" stop-opacity="0"/></radialGradient>
<pattern id="checks" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#fffaf0"/><rect width="10" height="10" fill="#e20819"/><rect x="10" y="10" width="10" height="10" fill="#e20819"/></pattern>
<pattern id="checksSmall" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#fffaf0"/><rect width="6" height="6" fill="#e20819"/><rect x="6" y="6" width="6" height="6" fill="#e20819"/></pattern>
</defs>`;
}

export const shadow = (w: number, dy = 0, strength = 1) =>
  `<ellipse cx="0" cy="${n(dy)}" rx="${n(w / 2)}" ry="${n(w * 0.075)}" fill="url(#shadow)" opacity="${strength}"/>`;

// ----------------------------------------------------------------------------------- fried bits

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
function crumbs(r: Rng, rx: number, ry: number, tone: Tone, density = 1): string {
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

// ----------------------------------------------------------------------------------- sauces

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

// ----------------------------------------------------------------------------------- burger

export interface BurgerSpec {
  patty: 'crispy' | 'grilled' | 'veggie' | 'spicy';
  double?: boolean;
  cheese?: 'cheddar' | 'raclette' | null;
  lettuce?: 'iceberg' | 'rocket' | 'romaine' | null;
  tomato?: boolean;
  onion?: 'red' | 'confit' | null;
  bacon?: boolean;
  jalapeno?: boolean;
  avocado?: boolean;
  onionRings?: boolean;
  sauce?: string;
  bun?: 'sesame' | 'brioche' | 'dark';
}

/** A burger about 270 wide, 200-260 tall. */
export function burger(r: Rng, spec: BurgerSpec): string {
  let y = 0;
  const parts: string[] = [];
  // bottom bun
  parts.push(`<path d="M-118 -40 L118 -40 Q124 -40 122 -30 Q116 -2 84 0 L-84 0 Q-116 -2 -122 -30 Q-124 -40 -118 -40 Z" fill="url(#bunBottom)"/>
<path d="M-118 -40 L118 -40 Q122 -40 121 -35 L-121 -35 Q-122 -40 -118 -40 Z" fill="#fce0b0" opacity="0.7"/>`);
  y = -36;
  const sauceDrip = (colour: string, width = 120) => {
    let d = `M${-width} ${n(y - 2)}`;
    const step = (width * 2) / 7;
    for (let i = 0; i < 7; i++) {
      const x = -width + i * step;
      const drop = between(r, 4, 13);
      d += ` L${n(x + step * 0.3)} ${n(y - 2)} Q${n(x + step * 0.5)} ${n(y + drop)} ${n(x + step * 0.7)} ${n(y - 2)}`;
    }
    d += ` L${width} ${n(y - 2)} L${width} ${n(y - 8)} L${-width} ${n(y - 8)} Z`;
    parts.push(`<path d="${d}" fill="${colour}"/>`);
    y -= 6;
  };
  const lettuce = (kind: 'iceberg' | 'rocket' | 'romaine') => {
    const colour = kind === 'rocket' ? '#3f8a2a' : kind === 'romaine' ? '#5fae38' : C.lettuce;
    const pts: [number, number][] = [];
    const w = 134;
    for (let i = 0; i <= 16; i++) {
      const x = -w + (i / 16) * w * 2;
      pts.push([x, y + (i % 2 ? 10 : 2) + between(r, -2, 3)]);
    }
    const top: [number, number][] = [];
    for (let i = 16; i >= 0; i--)
      top.push([-w + (i / 16) * w * 2 * 0.97, y - 14 + between(r, -2, 2)]);
    parts.push(
      `<path d="${smoothOpen(pts)} L${n(top[0][0])} ${n(top[0][1])} ${smoothOpen(top)
        .slice(1)
        .replace(/^[^C]*/, '')} Z" fill="${colour}"/>`,
    );
    if (kind === 'rocket') {
      for (let i = 0; i < 9; i++) {
        const x = -120 + i * 30 + between(r, -6, 6);
        parts.push(`<path d="M${n(x)} ${n(y + 4)} q8 -18 18 -16 q-4 10 -18 16z" fill="#5aa83a"/>`);
      }
    } else
      parts.push(
        `<path d="M-120 ${n(y - 4)} Q0 ${n(y - 12)} 120 ${n(y - 4)}" stroke="${C.lettuceDark}" stroke-width="2.5" fill="none" opacity="0.6"/>`,
      );
    y -= 12;
  };
  const patty = (kind: BurgerSpec['patty']) => {
    const h = kind === 'grilled' ? 22 : 29;
    const tone: Tone =
      kind === 'crispy'
        ? 'golden'
        : kind === 'spicy'
          ? 'spicy'
          : kind === 'grilled'
            ? 'grilled'
            : 'veggie';
    const body = friedPiece(r, kind === 'grilled' ? 126 : 142, h, tone, {
      bumps: kind === 'grilled' ? 20 : 40,
      jitter: kind === 'grilled' ? 0.04 : 0.12,
    });
    let extra = '';
    if (kind === 'grilled')
      for (let i = -3; i <= 3; i++)
        extra += `<path d="M${i * 32 - 10} -10 l18 14" stroke="#6e3a18" stroke-width="5" stroke-linecap="round" opacity="0.75"/>`;
    if (kind === 'veggie')
      for (let i = 0; i < 14; i++)
        extra += `<circle cx="${n(between(r, -110, 110))}" cy="${n(between(r, -12, 12))}" r="${n(between(r, 2, 3.5))}" fill="${pick(r, ['#6fae3a', '#f08a2c', '#e8d27a'])}"/>`;
    parts.push(g(0, y - h + 8, 1, body + extra));
    y -= h * 2 - 18;
  };
  const cheese = (kind: 'cheddar' | 'raclette') => {
    const col = kind === 'cheddar' ? C.cheddar : C.raclette;
    const dark = kind === 'cheddar' ? C.cheddarDark : '#f2c650';
    if (kind === 'cheddar') {
      parts.push(`<path d="M-132 ${n(y)} L132 ${n(y - 2)} L118 ${n(y + 22)} L96 ${n(y + 8)} L70 ${n(y + 8)} Q62 ${n(y + 24)} 52 ${n(y + 8)} L-60 ${n(y + 8)} Q-70 ${n(y + 20)} -80 ${n(y + 8)} L-112 ${n(y + 8)} Z" fill="${col}"/>
<path d="M-132 ${n(y)} L132 ${n(y - 2)} L130 ${n(y + 3)} L-130 ${n(y + 5)} Z" fill="${dark}" opacity="0.6"/>`);
    } else {
      let d = `M-128 ${n(y - 4)} L128 ${n(y - 4)}`;
      for (let i = 0; i < 8; i++) {
        const x = 128 - i * 32;
        const drop = between(r, 16, 36);
        d += ` Q${n(x - 4)} ${n(y + drop)} ${n(x - 12)} ${n(y + drop - 2)} Q${n(x - 20)} ${n(y + 4)} ${n(x - 32)} ${n(y + 4)}`;
      }
      d += ' Z';
      parts.push(
        `<path d="${d}" fill="${col}" stroke="#f0c24a" stroke-width="2.5"/><path d="M-110 ${n(y - 1)} Q0 ${n(y - 6)} 110 ${n(y - 1)}" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`,
      );
    }
    y -= 6;
  };
  const tomato = () => {
    for (const x of [-78, 0, 78]) {
      parts.push(
        `<rect x="${x - 46}" y="${n(y - 12)}" width="92" height="14" rx="7" fill="${C.tomato}"/><rect x="${x - 36}" y="${n(y - 10)}" width="72" height="6" rx="3" fill="${C.tomatoLight}"/>`,
      );
    }
    y -= 10;
  };
  const onion = (kind: 'red' | 'confit') => {
    if (kind === 'red')
      for (let i = 0; i < 6; i++) {
        const x = -105 + i * 42 + between(r, -5, 5);
        parts.push(
          `<path d="M${n(x - 22)} ${n(y)} Q${n(x)} ${n(y - 14)} ${n(x + 22)} ${n(y)}" stroke="${C.onionRed}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
        );
      }
    else {
      let d = '';
      for (let i = 0; i < 12; i++) {
        const x = between(r, -110, 110);
        d += `M${n(x - 14)} ${n(y - between(r, 0, 5))} q14 ${n(between(r, -10, 4))} 28 0 `;
      }
      parts.push(
        `<path d="${d}" stroke="#b8692a" stroke-width="5" fill="none" stroke-linecap="round"/><path d="${d}" stroke="#e0a050" stroke-width="2" fill="none" stroke-linecap="round"/>`,
      );
    }
    y -= kind === 'red' ? 10 : 6;
  };
  const bacon = () => {
    for (const [x0, w] of [
      [-128, 130],
      [-8, 136],
    ]) {
      const pts: [number, number][] = [];
      for (let i = 0; i <= 6; i++) pts.push([x0 + (i / 6) * w, y - 6 + (i % 2 ? -6 : 4)]);
      const d = smoothOpen(pts);
      parts.push(
        `<path d="${d}" stroke="${C.bacon}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${C.baconLight}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      );
    }
    y -= 12;
  };
  const jalapeno = () => {
    for (let i = 0; i < 6; i++) {
      const x = -100 + i * 40 + between(r, -4, 4);
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y - 4)}" rx="17" ry="7" fill="${C.jalapeno}"/><ellipse cx="${n(x)}" cy="${n(y - 5)}" rx="11" ry="4" fill="${C.jalapenoLight}"/><circle cx="${n(x - 3)}" cy="${n(y - 5)}" r="1.4" fill="#f5f0c8"/><circle cx="${n(x + 4)}" cy="${n(y - 5)}" r="1.4" fill="#f5f0c8"/>`,
      );
    }
    y -= 14;
  };
  const avocado = () => {
    for (let i = 0; i < 5; i++) {
      const x = -96 + i * 48;
      parts.push(
        `<path d="M${x - 30} ${n(y)} Q${x} ${n(y - 22)} ${x + 30} ${n(y)} Z" fill="#4f7a26"/><path d="M${x - 25} ${n(y - 1)} Q${x} ${n(y - 18)} ${x + 25} ${n(y - 1)} Z" fill="${C.avocado}"/><path d="M${x - 14} ${n(y - 2)} Q${x} ${n(y - 10)} ${x + 14} ${n(y - 2)} Z" fill="${C.avocadoLight}"/>`,
      );
    }
    y -= 10;
  };
  const rings = () => {
    for (const x of [-78, 74]) {
      parts.push(
        g(
          x,
          y - 12,
          1,
          `<ellipse rx="64" ry="20" fill="url(#fried)" stroke="#b9651f" stroke-width="2"/><ellipse rx="38" ry="8" fill="#f6c877"/><path d="M-34 -2 Q0 -10 34 -2" stroke="#fff4d8" stroke-width="3" fill="none"/>${crumbs(r, 62, 18, 'golden', 0.8)}`,
        ),
      );
    }
    y -= 24;
  };

  const p = spec.patty;
  if (spec.sauce) sauceDrip(spec.sauce, 112);
  if (spec.lettuce && spec.lettuce !== 'rocket') lettuce(spec.lettuce);
  if (spec.tomato && !spec.double) tomato();
  patty(p);
  if (spec.cheese) cheese(spec.cheese);
  if (spec.double) {
    patty(p);
    if (spec.cheese) cheese(spec.cheese);
  }
  if (spec.bacon) bacon();
  if (spec.avocado) avocado();
  if (spec.onionRings) rings();
  if (spec.jalapeno) jalapeno();
  if (spec.onion) onion(spec.onion);
  if (spec.tomato && spec.double) tomato();
  if (spec.lettuce === 'rocket' || (spec.lettuce && spec.double)) lettuce(spec.lettuce);
  if (spec.sauce && (spec.double || spec.patty === 'grilled'))
    sauceDrip(spec.sauce === SAUCE.mayo ? SAUCE.mayo : spec.sauce, 104);

  // top bun
  const top = y + 4;
  const bunFill = spec.bun === 'dark' ? '#b8702e' : 'url(#bunTop)';
  parts.push(`<path d="M-126 ${n(top)} C-130 ${n(top - 60)} -80 ${n(top - 104)} 0 ${n(top - 104)} C80 ${n(top - 104)} 130 ${n(top - 60)} 126 ${n(top)} Q124 ${n(top + 8)} 110 ${n(top + 8)} L-110 ${n(top + 8)} Q-124 ${n(top + 8)} -126 ${n(top)} Z" fill="${bunFill}"/>
<path d="M-92 ${n(top - 58)} C-80 ${n(top - 84)} -52 ${n(top - 94)} -20 ${n(top - 96)}" stroke="#ffe1a8" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.8"/>`);
  if (spec.bun !== 'brioche') {
    let seeds = '';
    for (let i = 0; i < 24; i++) {
      const a = between(r, 0.12, 0.88) * Math.PI;
      const d = Math.sqrt(between(r, 0.05, 0.92));
      const x = -Math.cos(a) * 112 * d;
      const yy = top - 12 - Math.sin(a) * 84 * d;
      seeds += `<ellipse cx="${n(x)}" cy="${n(yy)}" rx="4.2" ry="2.3" fill="${C.sesame}" transform="rotate(${n(between(r, -40, 40))} ${n(x)} ${n(yy)})"/>`;
    }
    parts.push(seeds);
  } else {
    parts.push(
      `<path d="M-60 ${n(top - 78)} Q-40 ${n(top - 90)} -10 ${n(top - 92)}" stroke="#fff" stroke-opacity="0.35" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    );
  }
  return shadow(300, -2) + parts.join('');
}

// ----------------------------------------------------------------------------------- fries

export interface FriesSpec {
  kind?: 'classic' | 'sweet' | 'cheddar-bacon';
  carton?: string;
  count?: number;
}

/** A carton of fries, about 160 wide and 210 tall. */
export function friesCarton(r: Rng, spec: FriesSpec = {}): string {
  const kind = spec.kind ?? 'classic';
  const carton = spec.carton ?? C.red;
  const [light, mid, dark] =
    kind === 'sweet' ? ['#f9a458', '#ec7f2a', '#c95d17'] : ['#ffd66b', '#f6bb3f', '#dc9526'];
  let fries = '';
  const count = spec.count ?? 15;
  const order = Array.from({ length: count }, (_, i) => i).sort(() => r() - 0.5);
  for (const i of order) {
    const x = -62 + (i / (count - 1)) * 124 + between(r, -4, 4);
    const h = between(r, 70, 110);
    const w = between(r, 13, 16);
    const rot = (x / 62) * 9 + between(r, -4, 4);
    const body = `<rect x="${n(-w / 2)}" y="${n(-h)}" width="${n(w)}" height="${n(h + 20)}" rx="3" fill="${mid}"/><rect x="${n(-w / 2)}" y="${n(-h)}" width="${n(w * 0.45)}" height="${n(h + 20)}" rx="2" fill="${light}"/><rect x="${n(w / 2 - 3)}" y="${n(-h)}" width="3" height="${n(h + 20)}" fill="${dark}" opacity="0.7"/><rect x="${n(-w / 2)}" y="${n(-h)}" width="${n(w)}" height="5" rx="2.5" fill="${dark}" opacity="0.5"/>`;
    fries += g(x * 1.05, -112, 1, body, rot);
  }
  let topping = '';
  if (kind === 'cheddar-bacon') {
    const pts: [number, number][] = [];
    for (let i = 0; i <= 10; i++)
      pts.push([-70 + i * 14, -176 + (i % 2 ? 22 : -4) + between(r, -5, 5) + Math.abs(i - 5) * 4]);
    const upper = smoothOpen(pts);
    topping += `<path d="${upper} L74 -120 Q0 -104 -74 -120 Z" fill="${SAUCE.cheddar}"/><path d="${upper}" stroke="#ffd45c" stroke-width="5" fill="none"/>`;
    for (const x of [-50, -18, 22, 52])
      topping += `<path d="M${x} -150 q-4 ${n(between(r, 16, 30))} 0 ${n(between(r, 20, 34))}" stroke="${SAUCE.cheddar}" stroke-width="8" stroke-linecap="round" fill="none"/>`;
    for (let i = 0; i < 20; i++) {
      const x = between(r, -58, 58);
      const y = between(r, -176, -136);
      topping += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(r, 8, 13))}" height="6" rx="2.5" fill="${i % 3 ? C.bacon : '#7a2a1c'}" transform="rotate(${n(between(r, -40, 40))} ${n(x)} ${n(y)})"/>`;
    }
    for (let i = 0; i < 10; i++)
      topping += `<circle cx="${n(between(r, -55, 55))}" cy="${n(between(r, -172, -138))}" r="2.6" fill="#4f9a2c"/>`;
  }
  if (kind === 'sweet')
    for (let i = 0; i < 16; i++)
      topping += `<rect x="${n(between(r, -60, 60))}" y="${n(between(r, -190, -120))}" width="3" height="3" fill="#fff" opacity="0.9" transform="rotate(45)"/>`;
  const back = `<path d="M-76 -150 Q0 -166 76 -150 L60 -40 L-60 -40 Z" fill="${shade(carton)}"/>`;
  const front = `<path d="M-58 0 L58 0 L80 -152 Q40 -122 0 -118 Q-40 -122 -80 -152 Z" fill="${carton}"/>
<path d="M-80 -152 Q-40 -122 0 -118 Q40 -122 80 -152 L78 -140 Q40 -112 0 -108 Q-40 -112 -78 -140 Z" fill="#fff" opacity="0.25"/>
<path d="M-56 -8 L56 -8" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>
${brandDrumstick(-27, -92, 54, { meat: C.cream, bone: C.white })}`;
  return shadow(170, -2) + back + fries + topping + front;
}

/** Darkens a #rrggbb colour. */
export function shade(hex: string, k = 0.72): string {
  const v = parseInt(hex.slice(1), 16);
  const c = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((x) => Math.round(x * k));
  return `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}
/** Lightens a #rrggbb colour towards white. */
export function tint(hex: string, k = 0.5): string {
  const v = parseInt(hex.slice(1), 16);
  const c = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((x) => Math.round(x + (255 - x) * k));
  return `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}

// ----------------------------------------------------------------------------------- containers

/**
 * A red basket lined with checked paper; `content` is drawn between the liner and the front,
 * around y = -h (the rim). About `w` wide.
 */
export function basket(content: string, w = 250, h = 80, colour: string = C.red): string {
  const t = w / 2;
  const liner = `<path d="M${-t - 8} ${-h + 8} L${-t - 18} ${-h - 46} L${-t * 0.45} ${-h - 18} L${-t * 0.05} ${-h - 40} L${t * 0.4} ${-h - 16} L${t + 20} ${-h - 50} L${t + 8} ${-h + 8} Z" fill="url(#checks)"/>`;
  const front = `<path d="M${-t} ${-h} L${t} ${-h} L${t * 0.82} -10 Q${t * 0.8} 0 ${t * 0.7} 0 L${-t * 0.7} 0 Q${-t * 0.8} 0 ${-t * 0.82} -10 Z" fill="${colour}"/>
<path d="M${-t - 4} ${-h - 6} L${t + 4} ${-h - 6} L${t + 2} ${-h + 12} L${-t - 2} ${-h + 12} Z" fill="${shade(colour, 0.82)}"/>
<path d="M${-t - 4} ${-h - 6} L${t + 4} ${-h - 6} L${t + 3.5} ${-h - 1} L${-t - 3.5} ${-h - 1} Z" fill="#fff" opacity="0.25"/>
${Array.from({ length: 7 }, (_, i) => `<rect x="${n(-t * 0.62 + i * ((t * 1.24) / 6) - 9)}" y="${n(-h * 0.55)}" width="18" height="${n(h * 0.3)}" rx="${n(Math.min(9, h * 0.15))}" fill="${shade(colour, 0.7)}"/>`).join('')}`;
  return shadow(w * 1.15, -2) + liner + content + front;
}

/** Striped bucket, about 240 wide and 200 tall; content drawn above the rim (y ≈ -200). */
export function bucket(content: string, w = 240, h = 200): string {
  const top = w / 2;
  const bot = w * 0.38;
  let stripes = '';
  const count = 7;
  for (let i = 0; i < count; i++) {
    if (i % 2 === 1) continue;
    const a = -1 + (i / count) * 2;
    const b = -1 + ((i + 1) / count) * 2;
    stripes += `<path d="M${n(a * top)} ${-h} L${n(b * top)} ${-h} L${n(b * bot)} 0 L${n(a * bot)} 0 Z" fill="${C.red}"/>`;
  }
  const body = `<path d="M${-top} ${-h} L${top} ${-h} L${bot} 0 L${-bot} 0 Z" fill="${C.paper}"/>${stripes}
<path d="M${-top} ${-h} L${top} ${-h} L${bot} 0 L${-bot} 0 Z" fill="url(#can)" opacity="0.5"/>
<path d="M${-top - 6} ${-h - 6} L${top + 6} ${-h - 6} L${top + 3} ${-h + 16} L${-top - 3} ${-h + 16} Z" fill="${C.red}"/>
<path d="M${-top - 6} ${-h - 6} L${top + 6} ${-h - 6} L${top + 5} ${-h - 1} L${-top - 5} ${-h - 1} Z" fill="#fff" opacity="0.3"/>
<circle cx="0" cy="${-h * 0.46}" r="${n(w * 0.2)}" fill="${C.paper}"/><circle cx="0" cy="${-h * 0.46}" r="${n(w * 0.175)}" fill="${C.red}"/>
${brandDrumstick(-w * 0.15, -h * 0.46 - w * 0.15, w * 0.3, { meat: C.cream, bone: C.white })}`;
  return shadow(w * 1.1, -2) + content + body;
}

// ----------------------------------------------------------------------------------- drinks

export interface CanSpec {
  body: string;
  accent: string;
  accent2?: string;
  pattern?: 'wave' | 'band' | 'dots' | 'fruit';
  fruit?: string;
}

/** A 33 cl can, 96 wide and 180 tall. */
export function drinkCan(r: Rng, spec: CanSpec): string {
  const w = 48;
  const h = 178;
  let deco = '';
  if (spec.pattern === 'wave' || !spec.pattern)
    deco = `<path d="M${-w} -70 C-20 -40 10 -120 ${w} -92 L${w} -78 C10 -104 -20 -28 ${-w} -56 Z" fill="${spec.accent}"/>`;
  if (spec.pattern === 'band')
    deco = `<rect x="${-w}" y="-118" width="${w * 2}" height="30" fill="${spec.accent}"/><rect x="${-w}" y="-84" width="${w * 2}" height="6" fill="${spec.accent2 ?? spec.accent}"/>`;
  if (spec.pattern === 'dots') {
    for (let i = 0; i < 40; i++)
      deco += `<circle cx="${n(between(r, -w + 4, w - 4))}" cy="${n(between(r, -160, -16))}" r="${n(between(r, 1.5, 3))}" fill="${spec.accent}" opacity="0.6"/>`;
    deco += `<rect x="${-w}" y="-104" width="${w * 2}" height="22" fill="${spec.accent2 ?? '#1f4fa0'}"/>`;
  }
  if (spec.pattern === 'fruit' && spec.fruit) {
    deco = `<circle cx="0" cy="-92" r="30" fill="${spec.fruit}"/><path d="M-6 -92 Q6 -112 18 -118" stroke="#fff" stroke-opacity="0.5" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M2 -122 Q18 -138 30 -124 Q16 -114 2 -122 Z" fill="#4f9a2c"/><rect x="${-w}" y="-46" width="${w * 2}" height="10" fill="${spec.accent}"/>`;
  }
  const drops = Array.from({ length: 9 }, () => {
    const x = between(r, -w + 8, w - 8);
    const y = between(r, -150, -20);
    const s = between(r, 1.6, 3);
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 1.4)}" fill="#fff" opacity="0.55"/>`;
  }).join('');
  return `${shadow(120, -2)}
<path d="M${-w} ${-h + 14} L${-w} -10 Q${-w} 0 ${-w + 12} 0 L${w - 12} 0 Q${w} 0 ${w} -10 L${w} ${-h + 14} Z" fill="${spec.body}"/>
${deco}
<path d="M${-w} ${-h + 14} L${-w} -10 Q${-w} 0 ${-w + 12} 0 L${w - 12} 0 Q${w} 0 ${w} -10 L${w} ${-h + 14} Z" fill="url(#can)"/>
<path d="M${-w} -10 Q${-w} 0 ${-w + 12} 0 L${w - 12} 0 Q${w} 0 ${w} -10 L${w} -14 L${-w} -14 Z" fill="url(#metal)"/>
<path d="M${-w} ${-h + 14} Q${-w + 4} ${-h} ${-w + 14} ${-h} L${w - 14} ${-h} Q${w - 4} ${-h} ${w} ${-h + 14} Z" fill="url(#metal)"/>
<ellipse cx="0" cy="${-h + 1}" rx="${w - 14}" ry="4" fill="#d5dbe0"/><rect x="-12" y="${-h - 3}" width="24" height="7" rx="3.5" fill="#aab2ba"/>
${drops}`;
}

export interface CupSpec {
  body: string;
  band?: string;
  liquid?: string;
  straw?: string;
}
/** A fountain-drink cup with lid and straw, 120 wide, 230 tall. */
export function drinkCup(r: Rng, spec: CupSpec): string {
  const straw = spec.straw ?? C.red;
  return `${shadow(120, -2)}
<g transform="rotate(12 0 -200)"><rect x="-6" y="-262" width="12" height="70" fill="#fff"/><rect x="-6" y="-262" width="12" height="70" fill="${straw}" opacity="0.9" mask="none"/><path d="M-6 -250 L6 -244 M-6 -232 L6 -226 M-6 -214 L6 -208" stroke="#fff" stroke-width="5"/></g>
<path d="M-54 -186 L54 -186 L42 -4 Q41 0 36 0 L-36 0 Q-41 0 -42 -4 Z" fill="${spec.body}"/>
${spec.band ? `<path d="M-50 -126 C-20 -100 20 -150 51 -120 L49 -92 C20 -122 -20 -70 -48 -96 Z" fill="${spec.band}"/>` : ''}
${brandDrumstick(-20, -80, 40, { meat: C.cream, bone: C.white })}
<path d="M-54 -186 L54 -186 L42 -4 Q41 0 36 0 L-36 0 Q-41 0 -42 -4 Z" fill="url(#can)" opacity="0.7"/>
<path d="M-60 -186 L60 -186 L58 -196 Q0 -206 -58 -196 Z" fill="#f4f1ec"/><path d="M-48 -198 Q0 -214 48 -198 Z" fill="#e6e1d9"/><rect x="-62" y="-190" width="124" height="8" rx="4" fill="#fff"/>`;
}

// ----------------------------------------------------------------------------------- text-free helpers

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

/** Exposed for other generators (hero). */
export { brandDrumstick, smoothClosed };
