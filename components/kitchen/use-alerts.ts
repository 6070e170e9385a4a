'use client';

/**
 * Tells the kitchen of each new order waiting (docs/adr/0045): a chime once the board was
 * tapped (until then the board offers the tap), a vibration, a line for screen readers; and keeps
 * the screen awake while the board is open. Orders already there when it opens are not new.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffOrder } from '@/lib/api/staff';
import { chime, keepAwake, unlockAudio, vibrate } from '@/lib/kitchen/alerts';

export function useAlerts(waiting: readonly StaffOrder[] | null) {
  const audio = useRef<AudioContext | null>(null);
  const seen = useRef<Set<number> | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  const [arrived, setArrived] = useState<number[]>([]);

  useEffect(() => keepAwake(), []);

  // Any tap or key on the page unlocks the sound, the offered button included.
  const unlock = useCallback(() => {
    if (audio.current) return;
    audio.current = unlockAudio();
    setSoundOn(audio.current !== null);
  }, []);
  useEffect(() => {
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [unlock]);

  useEffect(() => {
    if (!waiting) return;
    const known = seen.current;
    seen.current = new Set([...(known ?? []), ...waiting.map((order) => order.id)]);
    if (!known) return;
    const fresh = waiting.filter((order) => !known.has(order.id)).map((order) => order.id);
    if (fresh.length === 0) return;
    if (audio.current) chime(audio.current);
    vibrate();
    setArrived(fresh);
  }, [waiting]);

  return { soundOn, enableSound: unlock, arrived };
}
