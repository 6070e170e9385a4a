import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import type { Menu } from '@/lib/api/schemas';
import type { SchedulingSettings } from '@/lib/domain/slots';
import { hoursOf } from '@/lib/domain/availability';
import { zoneOffsetsAround } from '@/lib/domain/hours';
import { OpenStatus } from '@/components/menu/open-status';
import { KitchenNotices } from '@/components/switches/kitchen-notices';

/** The menu is on and has slots of either mode on some day: it takes orders for later. */
const hasSlots = (menu: Menu) =>
  menu.menu_is_available &&
  [menu.time_ranges, menu.pickup_time_ranges].some((week) =>
    Object.values(week).some((ranges) => ranges && ranges.length > 0),
  );

/** The phone's picture, the page's largest paint there (tools/assets/generate-hero.ts). */
const HERO = '/images/hero-mobile.webp';

/**
 * Full-bleed hero under the transparent header: promise, opening status (closed, with the word
 * that orders for later are taken when the menus have slots), call to order.
 */
export async function Hero({
  menus,
  timeZone,
  scheduling,
}: {
  menus: Menu[];
  timeZone: string;
  scheduling: SchedulingSettings;
}) {
  const t = await getTranslations('home');
  preload(HERO, { as: 'image', fetchPriority: 'high' });
  return (
    <section
      aria-labelledby="hero-title"
      className="relative -mt-[6.5rem] overflow-hidden bg-ink text-white"
    >
      <picture>
        <source media="(min-width: 768px)" srcSet="/images/hero.webp" />
        <img
          src={HERO}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 size-full object-cover object-bottom opacity-70 md:object-center"
        />
      </picture>
      <div className="relative mx-auto flex min-h-[46rem] max-w-6xl flex-col justify-start px-4 pt-32 pb-12 md:min-h-[36rem] md:justify-center">
        <h1 id="hero-title" className="max-w-xl text-4xl leading-tight font-extrabold sm:text-5xl">
          {t('heroTitle')}
        </h1>
        <p className="mt-4 max-w-lg text-lg text-neutral-100">{t('heroText')}</p>
        <div className="mt-4">
          <OpenStatus
            menus={menus.map(hoursOf)}
            offsets={zoneOffsetsAround(timeZone, new Date())}
            tone="dark"
            orderAhead={menus.some(hasSlots)}
          />
        </div>
        <KitchenNotices
          place="home"
          timeZone={timeZone}
          scheduling={scheduling}
          className="mt-4 max-w-lg"
        />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href="/menu"
            className="rounded-full bg-brand px-7 py-3.5 text-lg font-bold hover:bg-brand-dark"
          >
            {t('order')}
          </Link>
        </div>
      </div>
    </section>
  );
}
