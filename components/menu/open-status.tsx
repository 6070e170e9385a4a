'use client';

import { useTranslations } from 'next-intl';
import type { Menu } from '@/lib/api/schemas';
import { isOpenAt, nextOpening, zonedParts } from '@/lib/domain/hours';
import { useMinute } from '@/lib/hooks/use-minute';

/** "18:00" → "18 h", "11:30" → "11 h 30", as French signs write hours. */
export function frenchTime(hhmm: string): string {
  const [h, m] = hhmm.split(':');
  return m === '00' ? `${Number(h)} h` : `${Number(h)} h ${m}`;
}

/**
 * Open now, or when it opens next, computed on the diner's device in the restaurant's zone
 * (the page itself is prerendered, so "now" cannot be baked into its HTML).
 */
export function OpenStatus({
  menus,
  timeZone,
  tone = 'light',
}: {
  menus: Pick<Menu, 'active_times' | 'menu_is_available'>[];
  timeZone: string;
  tone?: 'light' | 'dark';
}) {
  const t = useTranslations('status');
  const tDays = useTranslations('days');
  const now = useMinute();

  const box = `inline-flex min-h-8 items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
    tone === 'dark' ? 'bg-black/50 text-white' : 'bg-neutral-100 text-ink'
  }`;
  if (!now) return <span className={box} aria-hidden />;

  const available = menus.filter((menu) => menu.menu_is_available);
  const open = available.some((menu) => isOpenAt(menu.active_times, now, timeZone));
  const next = available
    .map((menu) => nextOpening(menu.active_times, now, timeZone))
    .filter((opening) => opening !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime())[0];

  let label = t('openNow');
  if (!open) {
    if (!next) label = t('noHours');
    else {
      const today = zonedParts(now, timeZone);
      const then = zonedParts(next.at, timeZone);
      const daysAhead = Math.round(
        (Date.UTC(then.year, then.month - 1, then.day) -
          Date.UTC(today.year, today.month - 1, today.day)) /
          86_400_000,
      );
      const day =
        daysAhead === 0
          ? t('today')
          : daysAhead === 1
            ? t('tomorrow')
            : tDays(next.weekday).toLowerCase();
      label = `${t('closedNow')} · ${t('opensAt', { day, time: frenchTime(next.time) })}`;
    }
  }
  return (
    <span className={box} role="status" data-testid="open-status" data-open={open}>
      <span aria-hidden className={`size-2.5 rounded-full ${open ? 'bg-green-500' : 'bg-brand'}`} />
      {label}
    </span>
  );
}
