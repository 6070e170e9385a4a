/** Sides: a carton of fries, onion rings, mozzarella sticks and potato wedges. */
import { drumstick as brandDrumstick } from '../motif';
import { between, blob, g, n, type Rng, smoothOpen } from '../svg';
import { C, shade, shadow } from './palette';
import { SAUCE } from './sauces';

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
