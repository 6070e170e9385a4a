/**
 * The origin of a dish's meat (décret 2002-1465 as amended by décret 2025-141;
 * docs/contract.md#allergens-and-meat-origin): one country when the animal was born, reared and
 * slaughtered there, else the countries of each stage. Bovine meat names its country of birth
 * too. The wording shown is lib/domain/meat-origin.ts's.
 */
import { z } from 'zod';
import { BOVINE, MEAT_SPECIES } from './meat-species';

const country = z.string().trim().min(1).max(60);
const species = z.enum(MEAT_SPECIES);

/** Born, reared and slaughtered in one country: « Origine : France ». */
const oneCountrySchema = z.strictObject({ species, origin: country });

/** The stages in different countries; `born` is required for bovine meat. */
const stagesSchema = z
  .strictObject({
    species,
    born: country.optional(),
    reared: z.array(country).min(1).max(5),
    slaughtered: country,
  })
  .refine((o) => !BOVINE.has(o.species) || o.born !== undefined, {
    message: 'pays de naissance requis pour la viande bovine',
    path: ['born'],
  });

export const meatOriginSchema = z.union([oneCountrySchema, stagesSchema]);
export type MeatOrigin = z.infer<typeof meatOriginSchema>;

/** The meats of a dish or an option choice, each species once. */
export const meatOriginListSchema = z
  .array(meatOriginSchema)
  .max(8)
  .refine(
    (origins) => new Set(origins.map((o) => o.species)).size === origins.length,
    'espèce en double',
  );
