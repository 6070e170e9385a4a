/** Drinks: cans, fountain cups, a water bottle, glasses, straws and a milkshake. */
import { drumstick as brandDrumstick } from '../motif';
import { between, blob, g, n, pick, type Rng } from '../svg';
import { C, shadow, tint } from './palette';

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
