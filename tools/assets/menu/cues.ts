/** What a menu item’s picture is chosen from: its category, slug, name and description. */
import { type CatalogueItem, CATEGORIES } from '../../../server/db/seed/catalogue';
import { type Rng } from '../lib/svg';

/** Lower case, without accents: "Thé glacé" -> "the glace". */
export const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface Cues {
  slug: string;
  name: string;
  text: string;
  category: string;
  has: (re: RegExp) => boolean;
  count: (fallback: number) => number;
}

export function cuesOf(item: CatalogueItem): Cues {
  const category = CATEGORIES.find((c) => c.id === item.categoryId)?.slug ?? '';
  const name = plain(item.name);
  const text = `${name} ${plain(item.slug.replace(/-/g, ' '))} ${plain(item.description)}`;
  return {
    slug: item.slug,
    name,
    text,
    category,
    has: (re) => re.test(text),
    count: (fallback) => {
      const m = /(?:x\s?(\d+))|(?:\b(\d+)\s?(?:tenders|wings|ailes|pieces))/.exec(
        `${name} ${plain(item.slug.replace(/-/g, ' '))}`,
      );
      return m ? Number(m[1] ?? m[2]) : fallback;
    },
  };
}

export interface Picture {
  accent: string;
  body: string;
  /** Enlarges the whole composition around the middle of the ground line (default 1.15). */
  zoom?: number;
}

export type Recipe = (r: Rng, c: Cues) => Picture;
