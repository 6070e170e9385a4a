'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A `next/link` that prefetches its page when the diner reaches for it (pointer over it, finger
 * down on it, keyboard focus) instead of as soon as it is on screen. For the links of the header
 * and the footer, on every page and rarely followed at once: prefetched on sight, the header's
 * logo alone fetched and decoded the home page during every page's load (ADR 10).
 */
export function IntentLink({
  href,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }) {
  const router = useRouter();
  /** The page's own handler, after the prefetch. */
  const prefetching =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      router.prefetch(href);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={prefetching(onPointerEnter)}
      onTouchStart={prefetching(onTouchStart)}
      onFocus={prefetching(onFocus)}
    />
  );
}
