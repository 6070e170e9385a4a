'use client';

import { useWords } from '@/components/intl/words';
import { useEffect, useRef, useState } from 'react';

export interface CategoryLink {
  id: string;
  label: string;
}

/**
 * The sticky category bar: it follows scrolling (the category in view is highlighted and its
 * chip scrolled into sight) and jumps to a category when tapped.
 */
export function CategoryNav({ links }: { links: CategoryLink[] }) {
  const t = useWords('menu');
  const [active, setActive] = useState(links[0]?.id);
  const bar = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // A category is "in view" once its top passes just under the sticky header and bar.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting);
        if (visible.length > 0) setActive(visible[0].target.id);
      },
      { rootMargin: '-180px 0px -60% 0px' },
    );
    for (const { id } of links) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [links]);

  useEffect(() => {
    const chip = bar.current?.querySelector<HTMLElement>(`[data-category="${active}"]`);
    const list = bar.current;
    if (chip && list)
      list.scrollTo({
        left: chip.offsetLeft - list.clientWidth / 2 + chip.clientWidth / 2,
        behavior: 'smooth',
      });
  }, [active]);

  return (
    <nav
      aria-label={t('categories')}
      className="sticky top-[6.5rem] z-30 -mx-4 mb-6 border-b border-black/5 bg-white/95 px-4 backdrop-blur"
    >
      <ul ref={bar} className="flex gap-2 overflow-x-auto py-3 [scrollbar-width:none]">
        {links.map(({ id, label }) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              data-category={id}
              aria-current={active === id ? 'true' : undefined}
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
