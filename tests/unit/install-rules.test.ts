import { describe, expect, it } from 'vitest';
import {
  appleInstall,
  INSTALL_WAIT_MS,
  installDecision,
  isStandalone,
  type InstallFacts,
} from '@/lib/pwa/install-rules';

const holding: InstallFacts = {
  standalone: false,
  installed: false,
  dismissed: false,
  available: true,
  consent: true,
  hasAddress: true,
};

describe('installDecision (SPEC §4)', () => {
  it.each([
    ['conditions hold', {}, 0, 'ready'],
    ['no consent yet', { consent: false }, 0, 'wait'],
    ['no address yet', { hasAddress: false }, INSTALL_WAIT_MS - 1, 'wait'],
    ['no address, 15 s waited, install available', { hasAddress: false }, INSTALL_WAIT_MS, 'now'],
    ['no consent, 15 s waited, install available', { consent: false }, INSTALL_WAIT_MS, 'now'],
    [
      'nothing to install, 15 s waited',
      { available: false, consent: false },
      INSTALL_WAIT_MS,
      'wait',
    ],
    ['nothing to install yet', { available: false }, 0, 'wait'],
    ['running standalone', { standalone: true }, INSTALL_WAIT_MS, 'never'],
    ['already installed', { installed: true }, 0, 'never'],
    ['dismissed before', { dismissed: true }, INSTALL_WAIT_MS, 'never'],
  ] as const)('%s → %s', (_, change, waited, expected) => {
    expect(installDecision({ ...holding, ...change }, waited)).toBe(expected);
  });
});

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  oldMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('appleInstall', () => {
  it.each([
    ['Safari on an iPhone', UA.iphone, 0, 'phone'],
    ['Chrome on an iPhone', UA.iphoneChrome, 5, null],
    ['an iPad asking for desktop sites', UA.mac, 5, 'phone'],
    ['Safari 18 on a Mac', UA.mac, 0, 'desktop'],
    ['Safari 16 on a Mac (no Add to Dock)', UA.oldMac, 0, null],
    ['Chrome on a Mac', UA.macChrome, 0, null],
    ['Chrome on Android', UA.android, 5, null],
  ] as const)('%s → %s', (_, userAgent, maxTouchPoints, expected) => {
    expect(appleInstall({ userAgent, maxTouchPoints })).toBe(expected);
  });
});

describe('isStandalone', () => {
  const win = (standalone: boolean | undefined, displayMode: boolean) =>
    ({
      navigator: { standalone },
      matchMedia: (query: string) => ({ matches: displayMode && query.includes('standalone') }),
    }) as unknown as Window;

  it('answers for display-mode standalone and for iOS home-screen apps', () => {
    expect(isStandalone(win(undefined, false))).toBe(false);
    expect(isStandalone(win(undefined, true))).toBe(true);
    expect(isStandalone(win(true, false))).toBe(true);
    expect(isStandalone(win(false, false))).toBe(false);
  });
});
