/** The common frame of every menu picture: warm cream background, soft halo, ground line. */
import { defs, tint } from './food/palette';
import { between, rng } from './svg';

export const W = 640;
export const H = 480;
/** Where things stand. */
export const GROUND = 420;

export function frame(body: string, accent: string, seed: string): string {
  const r = rng(seed + ':frame');
  let confetti = '';
  const spots: [number, number][] = [
    [70, 80],
    [580, 70],
    [40, 300],
    [600, 300],
    [150, 40],
    [500, 150],
    [110, 190],
    [560, 220],
  ];
  for (const [x, y] of spots) {
    if (r() < 0.35) continue;
    const cx = x + between(r, -20, 20);
    const cy = y + between(r, -20, 20);
    const c = r() < 0.5 ? '#f5b700' : '#e20819';
    confetti +=
      r() < 0.5
        ? `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${between(r, 3, 6).toFixed(1)}" fill="${c}" opacity="0.35"/>`
        : `<path d="M${cx.toFixed(1)} ${(cy - 7).toFixed(1)} l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2z" fill="${c}" opacity="0.4"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${defs()}
<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#fff8ec"/><stop offset="1" stop-color="#f9ddb8"/></radialGradient>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="320" cy="250" r="206" fill="${tint(accent, 0.55)}" opacity="0.55"/>
<circle cx="320" cy="250" r="176" fill="${tint(accent, 0.35)}" opacity="0.5"/>
<ellipse cx="320" cy="${GROUND + 4}" rx="300" ry="34" fill="#f3cfa0" opacity="0.45"/>
${confetti}
${body}
</svg>`;
}
