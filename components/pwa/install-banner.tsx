'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { iconBase } from '@/components/ui/icons';
import { siteConfig } from '@/lib/config/site';
import { dropInstallPrompt, markInstalled, useInstallPromptStore } from '@/stores/install-prompt';
import { useInstallBanner, type InstallBannerKind } from './use-install-banner';

const ShareIcon = () => (
  <svg {...iconBase} className="inline size-5 align-text-bottom">
    <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
  </svg>
);

const card =
  'fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl bg-white p-5 text-ink shadow-2xl ring-1 ring-black/10';
const primary =
  'rounded-full bg-brand px-5 py-3 font-bold text-white hover:bg-brand-dark aria-disabled:opacity-70';
const secondary = 'rounded-full px-5 py-3 font-semibold text-neutral-700 hover:bg-neutral-100';

/**
 * The install banners (docs/product.md#install-banners): the browser's prompt behind "Installer
 * maintenant", or, in Safari, the three steps of its own "add". Not a modal: it sits at the
 * bottom without taking focus; the wrapper is a polite live region, so a screen reader hears it
 * arrive. Loaded once the page is idle (components/pwa/pwa-start.tsx).
 */
export function InstallBanner() {
  const { banner, dismiss, hide } = useInstallBanner();
  const installed = useInstallPromptStore((s) => s.installed);
  return (
    <div role="status" data-testid="install-banner">
      {banner && !installed && (
        <section aria-labelledby="install-title" className={card}>
          {banner.kind === 'prompt' ? (
            <PromptBanner dismiss={dismiss} hide={hide} />
          ) : (
            <AppleBanner where={banner.where} dismiss={dismiss} />
          )}
        </section>
      )}
    </div>
  );
}

function PromptBanner({ dismiss, hide }: { dismiss: () => void; hide: () => void }) {
  const t = useTranslations('install');
  const [busy, setBusy] = useState(false);

  const install = async () => {
    const prompt = useInstallPromptStore.getState().prompt;
    if (!prompt) return hide();
    setBusy(true);
    try {
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      // The event prompts only once; a refusal in the browser's dialog counts as "Plus tard".
      dropInstallPrompt();
      if (outcome === 'accepted') {
        markInstalled();
        hide();
      } else dismiss();
    } catch (error) {
      console.warn('Installation impossible', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 id="install-title" className="mb-1 text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mb-4 text-sm leading-relaxed text-neutral-700">
        {t('text', { name: siteConfig.title })}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={dismiss} className={secondary}>
          {t('later')}
        </button>
        <button
          type="button"
          onClick={busy ? undefined : install}
          aria-disabled={busy || undefined}
          className={primary}
        >
          {busy ? t('installing') : t('install')}
        </button>
      </div>
    </>
  );
}

type AppleWhere = Extract<InstallBannerKind, { kind: 'apple' }>['where'];

function AppleBanner({ where, dismiss }: { where: AppleWhere; dismiss: () => void }) {
  const t = useTranslations('install');
  return (
    <>
      <h2 id="install-title" className="mb-1 text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mb-2 text-sm text-neutral-700">
        {where === 'phone' ? t('apple.introPhone') : t('apple.introDesktop')}
      </p>
      <ol className="mb-4 list-decimal space-y-1 pl-5 text-sm leading-relaxed">
        <li>{t.rich('apple.share', { icon: () => <ShareIcon /> })}</li>
        <li>{where === 'phone' ? t('apple.home') : t('apple.dock')}</li>
        <li>{t('apple.confirm')}</li>
      </ol>
      <div className="flex justify-end">
        <button type="button" onClick={dismiss} className={primary}>
          {t('apple.understood')}
        </button>
      </div>
    </>
  );
}
