/**
 * When the install banners show (docs/product.md#install-banners): once consent, a saved address
 * and an available installation hold, 1.5–2 s later, or after 15 s of polling on installation
 * alone; never when the app runs standalone, was installed, or the diner dismissed that banner.
 * Pure: the component feeds it.
 */

/** How often the conditions are looked at while waiting. */
export const INSTALL_POLL_MS = 1_000;
/** After this long, installation available is enough. */
export const INSTALL_WAIT_MS = 15_000;
/** From the moment the conditions hold to the banner (SPEC: 1.5 to 2 s). */
export const INSTALL_SHOW_DELAY_MS = 1_500;

export interface InstallFacts {
  /** Running as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** `pwa-installed` is set. */
  installed: boolean;
  /** This banner was dismissed before (`vite-pwa:hide-install` or `ios-pwa-prompt-shown`). */
  dismissed: boolean;
  /** A `beforeinstallprompt` was captured, or this is a Safari that can add to home screen/Dock. */
  available: boolean;
  consent: boolean;
  /** The saved location has an address (`_distance.address`). */
  hasAddress: boolean;
}

/**
 * `never`: stop looking; `ready`: show after INSTALL_SHOW_DELAY_MS; `now`: the 15-second wait
 * is over and installation is available; `wait`: look again later.
 */
export type InstallDecision = 'never' | 'ready' | 'now' | 'wait';

export function installDecision(facts: InstallFacts, waitedMs: number): InstallDecision {
  if (facts.standalone || facts.installed || facts.dismissed) return 'never';
  if (!facts.available) return 'wait';
  if (facts.consent && facts.hasAddress) return 'ready';
  return waitedMs >= INSTALL_WAIT_MS ? 'now' : 'wait';
}

/** Where Safari's own "add" lives: the home screen of an iPhone or iPad, or a Mac's Dock. */
export type AppleInstall = 'phone' | 'desktop';

interface NavigatorFacts {
  userAgent: string;
  maxTouchPoints: number;
}

const OTHER_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|Chrome|Chromium|Edg\/|OPR\/|Firefox|Android/;

/**
 * Safari on an iPhone, iPod or iPad (an iPad asking for desktop sites says "Macintosh" but has a
 * touch screen), or Safari 17+ on a Mac (which has "Ajouter au Dock"). Other browsers on iOS
 * are left out: SPEC names Safari, and their menus differ.
 */
export function appleInstall({ userAgent, maxTouchPoints }: NavigatorFacts): AppleInstall | null {
  if (!/Safari\//.test(userAgent) || OTHER_BROWSERS.test(userAgent)) return null;
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'phone';
  if (!/Macintosh/.test(userAgent)) return null;
  if (maxTouchPoints > 1) return 'phone';
  const version = Number(/Version\/(\d+)/.exec(userAgent)?.[1] ?? 0);
  return version >= 17 ? 'desktop' : null;
}

/** Whether the page runs as an installed app. */
export function isStandalone(win: Window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone;
  return iosStandalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}
