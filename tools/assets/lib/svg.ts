/** Small deterministic helpers shared by the SVG illustration generators. */

/** 32-bit FNV-1a hash of a string: seeds the random generator from a slug. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = () => number;

/** mulberry32: tiny, fast and deterministic. */
export function rng(seed: number | string): Rng {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rng, a: number, b: number) => a + (b - a) * r();
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** Rounds for compact path data. */
export const n = (v: number) => Math.round(v * 10) / 10;

/** A group placed at (x, y), scaled and rotated (degrees). */
export function g(x: number, y: number, s: number, body: string, rot = 0): string {
  const tr = [`translate(${n(x)} ${n(y)})`];
  if (rot) tr.push(`rotate(${n(rot)})`);
  if (s !== 1) tr.push(`scale(${Math.round(s * 1000) / 1000})`);
  return `<g transform="${tr.join(' ')}">${body}</g>`;
}

type P = [number, number];

/** Closed smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothClosed(pts: P[]): string {
  const len = pts.length;
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < len; i++) {
    const p0 = pts[(i - 1 + len) % len];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % len];
    const p3 = pts[(i + 2) % len];
    const c1: P = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: P = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + 'Z';
}

/** Open smooth path through points. */
export function smoothOpen(pts: P[]): string {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1: P = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: P = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/**
 * A bumpy ellipse (fried coating, lettuce, cookies…): `count` points around an ellipse,
 * each pushed in or out by up to `jitter` (fraction of the radius).
 */
export function blob(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count = 16,
  jitter = 0.12,
  rot = 0,
): string {
  const pts: P[] = [];
  const cr = Math.cos((rot * Math.PI) / 180);
  const sr = Math.sin((rot * Math.PI) / 180);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * 2 * jitter;
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push([cx + x * cr - y * sr, cy + x * sr + y * cr]);
  }
  return smoothClosed(pts);
}
