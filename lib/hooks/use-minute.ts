'use client';

import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

const subscribe = (onChange: () => void) => {
  const timer = window.setInterval(onChange, MINUTE / 4);
  return () => window.clearInterval(timer);
};
// The snapshot only changes once a minute, so React re-renders at most that often.
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const noTimeOnServer = () => null;

/** The current time to the minute on the client; null while prerendering and hydrating. */
export function useMinute(): Date | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, noTimeOnServer);
  return minute === null ? null : new Date(minute);
}
