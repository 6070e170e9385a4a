'use client';

import { useEffect, useState } from 'react';
import type { KitchenSwitches } from '@/lib/domain/kitchen-switches';
import { useMinute } from '@/lib/hooks/use-minute';
import { useKitchenStore } from '@/stores/kitchen-switches';

/** The instants at which a switch ends by itself, still ahead of `from`. */
const endsAfter = ({ pause, delay }: KitchenSwitches, from: number) =>
  [pause?.until, delay?.until].map((until) => until?.getTime() ?? 0).filter((at) => at > from);

/**
 * The switches, read again from the API when a page shows them, and the clock they are judged
 * by: the minute, the instant they were read (a pause set seconds ago, after the minute began,
 * holds at once), and the very instant a pause or a delay ends, so the notice goes when the time
 * it showed comes (a timer on the diner's clock, no request). Null while prerendering.
 */
export function useKitchenSwitches(): { switches: KitchenSwitches; now: Date | null } {
  const switches = useKitchenStore((s) => s.switches);
  const readAt = useKitchenStore((s) => s.readAt);
  const minute = useMinute();
  const [reached, setReached] = useState(0);
  useEffect(() => {
    void useKitchenStore.getState().load();
  }, []);
  useEffect(() => {
    const ends = endsAfter(switches, Math.max(Date.now(), reached));
    if (ends.length === 0) return;
    const next = Math.min(...ends);
    const timer = window.setTimeout(() => setReached(next), next - Date.now());
    return () => window.clearTimeout(timer);
  }, [switches, reached]);
  if (!minute) return { switches, now: null };
  return { switches, now: new Date(Math.max(minute.getTime(), reached, readAt)) };
}
