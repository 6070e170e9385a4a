/**
 * The browser's offer to install the app. Chromium fires `beforeinstallprompt` once, early, maybe
 * before the banner's code (loaded when idle) is there: a tiny listener in the layout's first
 * scripts keeps the event here until the banner uses it. Not persisted; the installed flag is
 * saved under `pwa-installed` (lib/browser/storage-keys.ts).
 */
import { create } from 'zustand';
import { STORAGE_KEYS, setFlag } from '@/lib/browser/storage-keys';

/** Chromium's event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallPromptState {
  /** The captured event, until it is used (it can prompt only once). */
  prompt: BeforeInstallPromptEvent | null;
  /** `appinstalled` fired, or the diner accepted the browser's dialog, in this page. */
  installed: boolean;
}

export const useInstallPromptStore = create<InstallPromptState>()(() => ({
  prompt: null,
  installed: false,
}));

/** The app is installed: remembered, and no prompt is offered any more. */
export function markInstalled() {
  setFlag(STORAGE_KEYS.pwaInstalled);
  useInstallPromptStore.setState({ installed: true, prompt: null });
}

/** The event was used (or refused): it cannot prompt again. */
export function dropInstallPrompt() {
  useInstallPromptStore.setState({ prompt: null });
}

let listening = false;

/**
 * Starts listening, once per page. The browser's own mini-infobar is held back
 * (`preventDefault`): the banner asks at the moment SPEC chooses, or not at all once dismissed.
 */
export function captureInstallPrompt() {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPromptStore.setState({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', markInstalled);
}
