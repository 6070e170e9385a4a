/**
 * Tiny WOFF1/TrueType outline reader: turns text into SVG path data so that
 * the logo does not depend on a font being available where the SVG is shown
 * (an SVG in an <img> cannot use the page's web fonts).
 * Only simple glyphs, cmap format 4 and horizontal advances are supported:
 * enough for a Latin wordmark.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

export interface Font {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  glyphPath(ch: string, x: number, y: number, scale: number): { d: string; advance: number };
}

export function loadWoff(file: string): Font {
  const buf = readFileSync(file);
  if (buf.toString('latin1', 0, 4) !== 'wOFF') throw new Error(`${file}: not a WOFF1 file`);
  const numTables = buf.readUInt16BE(12);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20;
    const tag = buf.toString('latin1', o, o + 4);
    const off = buf.readUInt32BE(o + 4);
    const comp = buf.readUInt32BE(o + 8);
    const orig = buf.readUInt32BE(o + 12);
    const raw = buf.subarray(off, off + comp);
    tables.set(tag, comp < orig ? inflateSync(raw) : raw);
  }
  const t = (tag: string) => {
    const b = tables.get(tag);
    if (!b) throw new Error(`missing table ${tag}`);
    return b;
  };
  const head = t('head');
  const unitsPerEm = head.readUInt16BE(18);
  const locFormat = head.readInt16BE(50);
  const hhea = t('hhea');
  const ascender = hhea.readInt16BE(4);
  const descender = hhea.readInt16BE(6);
  const numHMetrics = hhea.readUInt16BE(34);
  const hmtx = t('hmtx');
  const loca = t('loca');
  const glyf = t('glyf');

  // cmap format 4
  const cmap = t('cmap');
  const nSub = cmap.readUInt16BE(2);
  let sub = -1;
  for (let i = 0; i < nSub; i++) {
    const pid = cmap.readUInt16BE(4 + i * 8);
    const eid = cmap.readUInt16BE(6 + i * 8);
    const off = cmap.readUInt32BE(8 + i * 8);
    if (cmap.readUInt16BE(off) === 4 && (pid === 3 || pid === 0) && (eid === 1 || pid === 0))
      sub = off;
  }
  if (sub < 0) throw new Error('no cmap format 4');
  const segX2 = cmap.readUInt16BE(sub + 6);
  const endO = sub + 14;
  const startO = endO + segX2 + 2;
  const deltaO = startO + segX2;
  const rangeO = deltaO + segX2;
  const glyphIndex = (code: number): number => {
    for (let i = 0; i < segX2 / 2; i++) {
      const end = cmap.readUInt16BE(endO + i * 2);
      if (code > end) continue;
      const start = cmap.readUInt16BE(startO + i * 2);
      if (code < start) return 0;
      const delta = cmap.readInt16BE(deltaO + i * 2);
      const ro = cmap.readUInt16BE(rangeO + i * 2);
      if (ro === 0) return (code + delta) & 0xffff;
      const g = cmap.readUInt16BE(rangeO + i * 2 + ro + (code - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const advanceOf = (g: number) => hmtx.readUInt16BE(4 * Math.min(g, numHMetrics - 1));
  const glyphOffset = (g: number): [number, number] =>
    locFormat === 0
      ? [loca.readUInt16BE(g * 2) * 2, loca.readUInt16BE(g * 2 + 2) * 2]
      : [loca.readUInt32BE(g * 4), loca.readUInt32BE(g * 4 + 4)];

  type Pt = { x: number; y: number; on: boolean };
  const contoursOf = (g: number): Pt[][] => {
    const [a, b] = glyphOffset(g);
    if (a === b) return [];
    const n = glyf.readInt16BE(a);
    if (n < 0) throw new Error(`composite glyph ${g} not supported`);
    let p = a + 10;
    const ends: number[] = [];
    for (let i = 0; i < n; i++, p += 2) ends.push(glyf.readUInt16BE(p));
    const count = ends.length ? ends[ends.length - 1] + 1 : 0;
    p += 2 + glyf.readUInt16BE(p);
    const flags: number[] = [];
    while (flags.length < count) {
      const f = glyf[p++];
      flags.push(f);
      if (f & 8) {
        let r = glyf[p++];
        while (r--) flags.push(f);
      }
    }
    const read = (short: number, same: number) => {
      const out: number[] = [];
      let v = 0;
      for (const f of flags) {
        if (f & short) {
          const d = glyf[p++];
          v += f & same ? d : -d;
        } else if (!(f & same)) {
          v += glyf.readInt16BE(p);
          p += 2;
        }
        out.push(v);
      }
      return out;
    };
    const xs = read(2, 16);
    const ys = read(4, 32);
    const contours: Pt[][] = [];
    let s = 0;
    for (const e of ends) {
      const c: Pt[] = [];
      for (let i = s; i <= e; i++) c.push({ x: xs[i], y: ys[i], on: (flags[i] & 1) === 1 });
      contours.push(c);
      s = e + 1;
    }
    return contours;
  };

  const r = (v: number) => Math.round(v * 100) / 100;
  return {
    unitsPerEm,
    ascender,
    descender,
    glyphPath(ch, x0, y0, scale) {
      const g = glyphIndex(ch.codePointAt(0)!);
      const X = (v: number) => r(x0 + v * scale);
      const Y = (v: number) => r(y0 - v * scale);
      let d = '';
      for (const c of contoursOf(g)) {
        if (!c.length) continue;
        // start on an on-curve point (or the midpoint of two off-curve points)
        let startIdx = c.findIndex((q) => q.on);
        let start: Pt;
        if (startIdx < 0) {
          start = { x: (c[0].x + c[1].x) / 2, y: (c[0].y + c[1].y) / 2, on: true };
          startIdx = 0;
        } else start = c[startIdx];
        d += `M${X(start.x)} ${Y(start.y)}`;
        let ctrl: Pt | null = null;
        for (let k = 1; k <= c.length; k++) {
          const q = c[(startIdx + k) % c.length];
          const last = k === c.length;
          if (q.on) {
            d += ctrl ? `Q${X(ctrl.x)} ${Y(ctrl.y)} ${X(q.x)} ${Y(q.y)}` : `L${X(q.x)} ${Y(q.y)}`;
            ctrl = null;
          } else {
            if (ctrl) {
              const mx = (ctrl.x + q.x) / 2;
              const my = (ctrl.y + q.y) / 2;
              d += `Q${X(ctrl.x)} ${Y(ctrl.y)} ${X(mx)} ${Y(my)}`;
            }
            ctrl = q;
          }
          if (last && ctrl) d += `Q${X(ctrl.x)} ${Y(ctrl.y)} ${X(start.x)} ${Y(start.y)}`;
        }
        d += 'Z';
      }
      return { d, advance: advanceOf(g) * scale };
    },
  };
}

/** Lays out a string; `tracking` is extra space between letters in px. */
export function textPath(
  font: Font,
  text: string,
  x: number,
  baseline: number,
  size: number,
  tracking = 0,
  kern: Record<string, number> = {},
): { d: string; width: number } {
  const scale = size / font.unitsPerEm;
  let cx = x;
  let d = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const pair = text.slice(i - 1, i + 1);
    if (i > 0 && kern[pair]) cx += kern[pair];
    const g = font.glyphPath(ch, cx, baseline, scale);
    d += g.d;
    cx += g.advance + (i < text.length - 1 ? tracking : 0);
  }
  return { d, width: cx - x };
}
