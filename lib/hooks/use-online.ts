'use client';

import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;
// Prerendered and hydrated as online: the notice appears once the browser says otherwise.
const onlineOnServer = () => true;

/** Whether the browser believes it has a connection (`navigator.onLine`), kept up to date. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineOnServer);
}
