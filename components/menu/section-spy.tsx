'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Makes the page's category bar (category-nav.tsx, `[data-section-spy]`) follow scrolling: the
 * category in view is marked current and its chip scrolled into sight. Loaded with the idle
 * parts (components/layout/idle-parts.tsx), wired again on each page; renders nothing.
 */
export function SectionSpy() {
  const pathname = usePathname();
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>('[data-section-spy]');
    if (!bar) return;
    const chips = [...bar.querySelectorAll<HTMLElement>('[data-category]')];
    const mark = (id: string) => {
      const current = chips.find((chip) => chip.dataset.category === id);
      if (!current || current.getAttribute('aria-current') === 'true') return;
      for (const chip of chips) {
        if (chip === current) chip.setAttribute('aria-current', 'true');
        else chip.removeAttribute('aria-current');
      }
      bar.scrollTo({
        left: current.offsetLeft - bar.clientWidth / 2 + current.clientWidth / 2,
        behavior: 'smooth',
      });
    };
    // A category is "in view" once its top passes just under the sticky header and bar.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible.length > 0) mark(visible[0].target.id);
      },
      { rootMargin: '-180px 0px -60% 0px' },
    );
    for (const chip of chips) {
      const section = document.getElementById(chip.dataset.category ?? '');
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
