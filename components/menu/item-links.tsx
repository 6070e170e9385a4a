'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { openItem } from './open-item';

/**
 * One listener for every item card link (`a[data-item-link]`): a plain click opens the item
 * (`openItem`: the dialog reads the URL).
 * The cards stay plain links — server-rendered, nothing to hydrate per card — and still work
 * before hydration, with a modifier key (new tab) or without JavaScript.
 */
export function ItemLinks() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-item-link]');
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      openItem(router, link.href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
