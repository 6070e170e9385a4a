/** Burgers, drawn from what their name and description say they hold. */
import * as F from '../lib/food';
import { type BurgerSpec, C, SAUCE } from '../lib/food';
import { GROUND } from '../lib/scene';
import { g } from '../lib/svg';
import { type Cues, type Recipe } from './cues';
import { avocadoHalf, cheeseWedge, cherryTomato, chilli } from './garnish';

export function burgerSpec(c: Cues): BurgerSpec {
  const t = c.text;
  const sauce = /barbecue|bbq/.test(t)
    ? SAUCE.bbq
    : /chipotle|samourai|algerienne/.test(t)
      ? SAUCE.chili
      : /blanche/.test(t)
        ? SAUCE.white
        : /citronnee/.test(t)
          ? '#fff3b0'
          : /maison/.test(t)
            ? '#f7b77a'
            : SAUCE.mayo;
  return {
    patty: /vegetal|veggie|pois chiche/.test(t)
      ? 'veggie'
      : /grille/.test(t) && !/croustillant|pane/.test(t)
        ? 'grilled'
        : /spicy|piment|epice/.test(t)
          ? 'spicy'
          : 'crispy',
    double: /double|deux filets/.test(t),
    cheese: /raclette/.test(t) ? 'raclette' : /cheddar|fromage/.test(t) ? 'cheddar' : null,
    lettuce: /roquette/.test(t)
      ? 'rocket'
      : /romaine/.test(t)
        ? 'romaine'
        : /iceberg|salade/.test(t)
          ? 'iceberg'
          : null,
    tomato: /tomate/.test(t),
    onion: /oignons? rouges?/.test(t) ? 'red' : /oignons? confits?/.test(t) ? 'confit' : null,
    bacon: /bacon/.test(t),
    jalapeno: /jalapeno/.test(t),
    avocado: /avocat|avocado/.test(t),
    onionRings: /onion rings|oignons frits/.test(t),
    sauce,
    bun:
      /brioche/.test(t) && !/double/.test(t)
        ? 'brioche'
        : /savoyard|montagne/.test(t)
          ? 'dark'
          : 'sesame',
  };
}

export const burgerRecipe: Recipe = (r, c) => {
  const spec = burgerSpec(c);
  let side = '';
  if (spec.patty === 'spicy' || spec.jalapeno)
    side += chilli(506, GROUND - 4, 18, 1) + chilli(534, GROUND + 2, 38, 0.8);
  if (spec.cheese === 'raclette') side += cheeseWedge(530, GROUND + 4, 0.9);
  if (spec.avocado) side += avocadoHalf(536, GROUND + 4, 0.95);
  if (spec.patty === 'veggie')
    side +=
      cherryTomato(514, GROUND + 2) +
      cherryTomato(548, GROUND + 6) +
      F.leaf(96, GROUND - 6, -150, 1.2, '#5aa83a');
  if (spec.bacon && !spec.double) side += g(540, GROUND + 2, 0.9, F.saucePot(SAUCE.bbq, r));
  if (spec.double) side += g(92, GROUND + 2, 0.85, F.saucePot(SAUCE.bbq, r));
  const accent =
    spec.patty === 'spicy'
      ? '#ff6a3d'
      : spec.patty === 'veggie'
        ? '#8fcf5a'
        : spec.patty === 'grilled'
          ? '#b8d86a'
          : C.gold;
  return { accent, body: g(318, GROUND, spec.double ? 1.05 : 1.12, F.burger(r, spec)) + side };
};
