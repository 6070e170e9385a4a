'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useWords } from '@/components/intl/words';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useSignedIn } from '@/components/auth/signed-in';
import { CartButton } from '@/components/cart/cart-button';
import { LocationButton } from '@/components/location/location-button';
import { SearchButton } from '@/components/search/search-button';
import { IntentLink } from '@/components/ui/intent-link';
import { CloseIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { siteConfig } from '@/lib/config/site';

const NAV = [
  { href: '/', key: 'home' },
  { href: '/menu', key: 'menu' },
  { href: '/about', key: 'about' },
  { href: '/contact', key: 'contact' },
] as const;

/** Strips the optional /fr prefix so both forms of a route highlight the same link. */
const unprefixed = (path: string) => path.replace(/^\/fr(?=\/|$)/, '') || '/';

const LOGO = '/images/logo.svg';

/**
 * The logo, an SVG shown as drawn: a plain image, preloaded from the head as next/image's
 * `priority` did, without next/image's client code in every page's first load (issue 38).
 */
function Logo() {
  preload(LOGO, { as: 'image' });
  // eslint-disable-next-line @next/next/no-img-element -- an SVG, nothing to resize or re-encode
  return <img src={LOGO} alt="" width={121} height={40} decoding="async" />;
}

/**
 * Sticky header, transparent over the home hero until the diner scrolls, centred logo.
 * `logoLabel` is worded by the server: the first message with arguments formatted in the browser
 * loads its locale data, a long task that would land in the hydration (ADR 10).
 */
export function SiteHeader({ logoLabel }: { logoLabel: string }) {
  const t = useWords('nav');
  const tSession = useWords('auth.session');
  const signedIn = useSignedIn();
  // Signed in: the link goes to the diner's space and shows their first name.
  const account = signedIn ? '/profile' : '/auth';
  const accountLabel = signedIn
    ? `${t('account')}, ${tSession('signedInAs')} ${signedIn.firstName}`
    : t('account');
  const path = unprefixed(usePathname() ?? '/');
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 24);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const transparent = siteConfig.header.transparent && path === '/' && !scrolled && !open;

  return (
    <header
      data-transparent={transparent}
      className={`sticky top-0 z-40 text-white transition-colors duration-200 ${
        transparent ? 'bg-transparent' : 'bg-ink shadow-md'
      }`}
    >
      <div className="mx-auto grid h-16 max-w-6xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4">
        <div className="flex items-center">
          <button
            type="button"
            className="-ml-2 rounded-full p-2 md:hidden"
            aria-expanded={open}
            aria-controls={open ? 'menu-mobile' : undefined}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">{open ? t('closeMenu') : t('openMenu')}</span>
          </button>
          <nav aria-label={t('main')} className="hidden md:block">
            <ul className="flex gap-5 text-sm font-semibold">
              {NAV.slice(1).map((item) => (
                <li key={item.href}>
                  <IntentLink
                    href={item.href}
                    aria-current={path === item.href ? 'page' : undefined}
                    className="rounded py-1 hover:text-gold aria-[current=page]:text-gold"
                  >
                    {t(item.key)}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <IntentLink href="/" className="justify-self-center" aria-label={logoLabel}>
          <Logo />
        </IntentLink>
        <div className="flex items-center justify-end gap-1">
          <SearchButton />
          <IntentLink
            href={account}
            className="hidden items-center gap-1.5 rounded-full p-2 hover:text-gold sm:flex"
            aria-label={accountLabel}
          >
            <UserIcon />
            {signedIn && (
              <span className="max-w-28 truncate text-sm font-semibold">{signedIn.firstName}</span>
            )}
          </IntentLink>
          <CartButton />
          <IntentLink
            href="/menu"
            className="ml-1 hidden rounded-full bg-brand px-4 py-2 text-sm font-bold hover:bg-brand-dark lg:inline-block"
          >
            {t('order')}
          </IntentLink>
        </div>
      </div>
      <div className="mx-auto flex h-10 max-w-6xl items-center px-4">
        <LocationButton className="max-w-full" />
      </div>
      {open && (
        <nav
          id="menu-mobile"
          aria-label={t('main')}
          className="border-t border-white/10 bg-ink md:hidden"
        >
          <ul className="px-4 py-2">
            {[...NAV, { href: account, key: 'account' } as const].map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  aria-current={path === item.href ? 'page' : undefined}
                  aria-label={item.key === 'account' && signedIn ? accountLabel : undefined}
                  className="block py-3 text-lg font-semibold aria-[current=page]:text-gold"
                >
                  {t(item.key)}
                  {item.key === 'account' && signedIn && (
                    <span className="ml-2 text-base font-normal text-neutral-300">
                      {signedIn.firstName}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
