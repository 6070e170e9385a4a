/** The burger, stacked from its spec (patty, cheese, greens, sauce, bun). */
import { between, g, n, pick, type Rng, smoothOpen } from '../svg';
import { crumbs, friedPiece, type Tone } from './fried';
import { C, shadow } from './palette';
import { SAUCE } from './sauces';

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
