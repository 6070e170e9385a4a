/**
 * The Poulet Grenette motif: a bold, flat, stylised chicken drumstick.
 * Drawn in a 100x100 box centred on (50, 50), meat up-right, bone down-left.
 */
export const BRAND = {
  red: '#e20819',
  redDark: '#b3050f',
  dark: '#1b1b1b',
  gold: '#f5b700',
  cream: '#fff4e0',
  white: '#ffffff',
};

export interface MotifColours {
  meat: string;
  bone: string;
  /** Shading crescent on the meat; omit for the plainest (smallest) version. */
  shade?: string;
  /** Little shine on the meat. */
  shine?: string;
}

/**
 * Returns an SVG <g> of the drumstick fitted in the square (x, y, size).
 * Its silhouette stays inside a circle of radius 0.42*size around the centre.
 */
export function drumstick(x: number, y: number, size: number, c: MotifColours): string {
  const s = size / 100;
  // Local frame: vertical drumstick centred on 0,0, then rotated 40 degrees.
  const meat =
    'M0 -44 C24 -44 33 -26 31 -8 C29 8 17 17 9 24 L-9 24 C-17 17 -29 8 -31 -8 C-33 -26 -24 -44 0 -44 Z';
  const bone = 'M-6.5 20 L-6.5 33 A9 9 0 1 0 0 44 A9 9 0 1 0 6.5 33 L6.5 20 Z';
  const shade =
    'M31 -8 C29 8 17 17 9 24 L-3 24 C10 14 20 2 22 -14 C24 -26 20 -34 14 -40 C26 -35 32 -22 31 -8 Z';
  const shine = 'M-21 -22 Q-19 -33 -8 -37';
  return `<g transform="translate(${x + 50 * s} ${y + 50 * s}) scale(${s}) rotate(40) translate(0 -4.5)">
  <path d="${bone}" fill="${c.bone}"/>
  <path d="${meat}" fill="${c.meat}"/>
  ${c.shade ? `<path d="${shade}" fill="${c.shade}"/>` : ''}
  ${c.shine ? `<path d="${shine}" fill="none" stroke="${c.shine}" stroke-width="5" stroke-linecap="round"/>` : ''}
</g>`;
}
