/** Desserts: churros, cookies, brownies, a sundae and a tiramisu. */
import { between, blob, g, n, type Rng } from '../svg';
import { walnut } from './garnish';
import { C, shadow } from './palette';

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
