import { getTranslations } from 'next-intl/server';

export interface CategoryLink {
  id: string;
  label: string;
}

/**
 * The sticky category bar: server-rendered links that jump to a category when tapped. Once the
 * page is idle, section-spy.tsx makes it follow scrolling: out of /menu's first load (issue 38).
 */
export async function CategoryNav({ links }: { links: CategoryLink[] }) {
  const t = await getTranslations('menu');
  return (
    <nav
      aria-label={t('categories')}
      className="sticky top-[6.5rem] z-30 -mx-4 mb-6 border-b border-black/5 bg-white/95 px-4 backdrop-blur"
    >
      <ul data-section-spy className="flex gap-2 overflow-x-auto py-3 [scrollbar-width:none]">
        {links.map(({ id, label }, index) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              data-category={id}
              aria-current={index === 0 ? 'true' : undefined}
              className="block rounded-full bg-neutral-100 px-4 py-2 text-sm font-semibold whitespace-nowrap hover:bg-cream aria-[current=true]:bg-ink aria-[current=true]:text-white"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
