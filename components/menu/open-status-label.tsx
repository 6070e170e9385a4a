'use client';

import { useTranslations } from 'next-intl';
import { describeOpening, type HoursMenu } from '@/lib/domain/availability';
import { learnZoneOffsets, type ZoneOffsets } from '@/lib/domain/hours';
import { menusWithSwitches, pauseAt } from '@/lib/domain/kitchen-switches';
import { useIdle } from '@/lib/hooks/use-idle';
import { useMinute } from '@/lib/hooks/use-minute';
import { useKitchenStore } from '@/stores/kitchen-switches';
import { timeWords, useDayWord } from './slot-words';

/**
 * Open now, or when it opens next, computed on the diner's device in the restaurant's zone
 * (the page itself is prerendered, so "now" cannot be baked into its HTML). The zone's clock
 * comes from the offsets the server worked out (`zoneOffsetsAround`): a first zoned `Intl` date
 * would load the zone's and the locale's data on the phone's main thread. Computed once the page
 * is idle all the same, in a task of its own rather than inside the hydration. The kitchen's
 * closures and special hours, once the page has read them, change the hours, and its pause
 * turns « open » into « paused » (issue 36: never a green dot beside the pause's notice).
 */
export function OpenStatus({
  menus,
  offsets,
  tone = 'light',
  orderAhead = false,
}: {
  /** Only their hours (`hoursOf`): the whole menus would travel in the page's payload. */
  menus: HoursMenu[];
  offsets: ZoneOffsets;
  tone?: 'light' | 'dark';
  /** The menus have slots: closed, the status adds that orders for later are taken now. */
  orderAhead?: boolean;
}) {
  const t = useTranslations('status');
  const dayWord = useDayWord();
  const now = useMinute();
  const idle = useIdle();
  const switches = useKitchenStore((s) => s.switches);

  const box = `inline-flex min-h-8 items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
    tone === 'dark' ? 'bg-black/50 text-white' : 'bg-neutral-100 text-ink'
  }`;
  if (!now || !idle) return <span className={box} aria-hidden />;

  learnZoneOffsets(offsets);
  const hours = menusWithSwitches(menus, switches, now, offsets.timeZone);
  const { open, next } = describeOpening(hours, now, offsets.timeZone);
  const paused = open && pauseAt(switches.pause, now) !== null;
  let label = paused ? t('pausedNow') : t('openNow');
  if (!open && !next) label = menus.some((m) => m.menu_is_available) ? t('noHours') : t('menuOff');
  if (!open && next) {
    const day = dayWord(next.daysAhead, next.weekday);
    label = `${t('closedNow')} · ${t('opensAt', { day, time: timeWords(next.time) })}`;
  }
  return (
    <>
      <span
        className={box}
        role="status"
        data-testid="open-status"
        data-open={open}
        data-paused={paused}
      >
        <span
          aria-hidden
          className={`size-2.5 rounded-full ${open && !paused ? 'bg-green-500' : 'bg-brand'}`}
        />
        {label}
      </span>
      {!open && next && orderAhead && (
        <span className="mt-2 block text-sm font-semibold" data-testid="order-ahead">
          {t('orderAhead')}
        </span>
      )}
    </>
  );
}
