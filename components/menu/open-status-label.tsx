'use client';

import { withIntl } from '@/components/intl/intl-island';
import { useTranslations } from 'next-intl';
import { describeOpening, type HoursMenu } from '@/lib/domain/availability';
import { learnZoneOffsets, type ZoneOffsets } from '@/lib/domain/hours';
import { menusWithSwitches, pauseAt } from '@/lib/domain/kitchen-switches';
import { useMinute } from '@/lib/hooks/use-minute';
import { useKitchenStore } from '@/stores/kitchen-switches';
import { timeWords, useDayWord } from './slot-words';

export interface OpenStatusProps {
  /** Only their hours (`hoursOf`): the whole menus would travel in the page's payload. */
  menus: HoursMenu[];
  offsets: ZoneOffsets;
  tone?: 'light' | 'dark';
  /** The menus have slots: closed, the status adds that orders for later are taken now. */
  orderAhead?: boolean;
}

/** OpenStatus's text, once the page has been idle (./open-status.tsx), in the pill it gives. */
function OpenStatusLabelWords({
  menus,
  offsets,
  orderAhead = false,
  box,
}: Omit<OpenStatusProps, 'tone'> & { box: string }) {
  const t = useTranslations('status');
  const dayWord = useDayWord();
  const now = useMinute();
  const switches = useKitchenStore((s) => s.switches);

  // Only null while hydrating, and this mounts after the page's first idle moment.
  if (!now) return null;

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

/** Fetched after the first load, with next-intl's client for its words (docs/adr/0054). */
export const OpenStatusLabel = withIntl(OpenStatusLabelWords);
