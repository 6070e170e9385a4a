/**
 * The 14 allergens of Regulation (EU) 1169/2011 Annex II as the contract's codes, in the Annex's
 * order, with their French names (docs/contract.md#allergens-and-meat-origin). The strict list
 * is what the API writes and answers; the storefront reads another back end's answer leniently
 * (menus-reader.ts).
 */
import { z } from 'zod';
import { ALLERGENS } from './allergen-codes';

const allergenSchema = z.enum(ALLERGENS);

/** A list of codes as the API writes and answers it: known codes, each once. */
export const allergenListSchema = z
  .array(allergenSchema)
  .refine((codes) => new Set(codes).size === codes.length, 'code allergène en double');
