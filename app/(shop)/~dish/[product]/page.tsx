/**
 * /menu?product={id} as a link shared in a messaging app reads it: the menu page with the dish's
 * name, description and picture as its link preview (docs/product.md#found-by-search-engines).
 * next.config.ts rewrites that URL here, so /menu itself stays one static page; the dialog opens
 * from the query as on /menu. An id no menu holds goes back to /menu with `absent=1`, which the
 * rewrite lets through: the dialog says the dish is gone, and no copy of the page is kept per
 * made-up id.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getMenus } from '@/lib/data/restaurant';
import { DISH_PREVIEW_SIZE, pageMetadata } from '@/lib/seo/page-metadata';
import MenuPage from '../../menu/page';

export const revalidate = 60; // seconds; a literal, as Next requires (REVALIDATE_SECONDS)

/** Each dish's page is made on its first visit, then kept and revalidated as /menu is. */
export function generateStaticParams(): { product: string }[] {
  return [];
}

type Params = { params: Promise<{ product: string }> };

async function dish({ params }: Params) {
  const { product } = await params;
  const id = Number(product);
  for (const menu of await getMenus())
    for (const category of menu.categories)
      for (const item of category.items) if (item.item_id === id) return item;
  return null;
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const item = await dish(props);
  if (!item) return pageMetadata('menu', '/menu');
  return pageMetadata('menu', `/menu?product=${item.item_id}`, {
    title: item.item_name,
    ...(item.item_description ? { description: item.item_description } : {}),
    ...(item.item_image
      ? { image: { url: item.item_image, ...DISH_PREVIEW_SIZE, alt: item.item_name } }
      : {}),
  });
}

export default async function DishPage(props: Params) {
  if (!(await dish(props))) redirect(`/menu?product=${(await props.params).product}&absent=1`);
  return <MenuPage />;
}
