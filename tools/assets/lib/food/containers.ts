/** What food is served in: baskets, buckets, paper cones, nugget and kids’ boxes. */
import { drumstick as brandDrumstick } from '../motif';
import { between, n, type Rng } from '../svg';
import { nugget } from './fried';
import { C, shade, shadow } from './palette';

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
