/** The colours every food drawing takes, and the gradients and patterns they fill with. */
import { BRAND } from '../motif';
import { n } from '../svg';

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
