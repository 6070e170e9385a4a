import type { useRouter } from 'next/navigation';

type Router = ReturnType<typeof useRouter>;

/**
 * Opens an item's dialog (`/menu?product={id}`). On the menu itself only the URL changes
 * (`history.pushState`, which Next's router follows): nothing is fetched and the page stays where
 * the diner had scrolled — a router navigation there moves a phone's page back to the menu's top
 * despite `scroll: false`. From another page it navigates to the menu, shown from its top.
 */
export function openItem(router: Router, href: string) {
  const target = new URL(href, window.location.href);
  const url = `${target.pathname}${target.search}`;
  if (target.pathname === window.location.pathname) window.history.pushState(null, '', url);
  else router.push(url);
}
