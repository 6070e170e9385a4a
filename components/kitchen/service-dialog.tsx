'use client';

/**
 * Every switch of the service (docs/product.md#running-the-day), in a modal `<dialog>` opened from
 * the board's bar: three tabs (pause and delay, sold out, closures and hours), each change said
 * done or refused in the API's French words at the top.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Switches } from '@/lib/kitchen/switches';
import { ClosuresPanel } from './closures-panel';
import { PausePanel } from './pause-panel';
import { SoldOutPanel } from './sold-out-panel';
import type { PanelProps, SwitchOutcome } from './use-switches';

const TABS = ['pause', 'soldOut', 'closures'] as const;
type Tab = (typeof TABS)[number];

interface ServiceDialogProps extends Omit<PanelProps, 'switches'> {
  switches: Switches | null;
  pending: boolean;
  failed: boolean;
  outcome: SwitchOutcome | null;
  onClose: () => void;
}

export function ServiceDialog({
  switches,
  failed,
  outcome,
  pending,
  onClose,
  ...panel
}: ServiceDialogProps) {
  const t = useTranslations('kitchen.service');
  const ref = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<Tab>('pause');
  const id = useId();
  const tabs = useRef(new Map<Tab, HTMLButtonElement>());

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  // Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern).
  function onTabKey(event: KeyboardEvent) {
    const at = TABS.indexOf(tab);
    const next = {
      ArrowRight: (at + 1) % TABS.length,
      ArrowLeft: (at + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setTab(TABS[next]);
    tabs.current.get(TABS[next])?.focus();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto flex h-[calc(100dvh-2rem)] w-[min(64rem,calc(100%-1.5rem))] flex-col rounded-2xl bg-white p-0 text-ink backdrop:bg-black/60 not-open:hidden"
    >
      <div className="flex items-center gap-3 border-b border-neutral-300 px-5 py-3">
        <h2 id={`${id}-title`} className="text-2xl font-extrabold">
          {t('heading')}
        </h2>
        <div role="tablist" aria-label={t('tabs.label')} className="flex gap-2">
          {TABS.map((name) => (
            <button
              key={name}
              ref={(node) => {
                if (node) tabs.current.set(name, node);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
              className="min-h-12 rounded-xl border-2 border-ink px-4 text-lg font-semibold aria-selected:bg-ink aria-selected:text-white"
            >
              {t(`tabs.${name}`)}
              {name === 'soldOut' && switches && switches.sold_out.length > 0 && (
                <span className="ml-2 rounded-full bg-amber-300 px-2 text-base text-ink">
                  {switches.sold_out.length}
                </span>
              )}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="ml-auto min-h-12 rounded-xl border-2 border-ink px-4 text-lg font-semibold"
        >
          {t('close')}
        </button>
      </div>
      <Feedback outcome={outcome} failed={failed} />
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        tabIndex={0}
        aria-busy={pending}
        className="min-h-0 flex-1 overflow-y-auto px-5 py-4 aria-busy:cursor-wait"
      >
        {switches &&
          (tab === 'pause' ? (
            <PausePanel switches={switches} {...panel} />
          ) : tab === 'soldOut' ? (
            <SoldOutPanel switches={switches} {...panel} />
          ) : (
            <ClosuresPanel switches={switches} {...panel} />
          ))}
      </div>
    </dialog>
  );
}

/** The last change said done (a polite status) or refused (an alert), or the state unread. */
export function Feedback({
  outcome,
  failed,
  className = 'px-5 pt-3',
}: {
  outcome: SwitchOutcome | null;
  failed: boolean;
  className?: string;
}) {
  const t = useTranslations('kitchen.service');
  const refused = outcome && !outcome.ok ? (outcome.message ?? t('failed')) : null;
  return (
    <div className={className}>
      <p role="status" className="text-lg font-semibold text-green-800">
        {outcome?.ok ? t(`done.${outcome.change.do}`) : ''}
      </p>
      {refused && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-lg font-semibold text-red-900">
          {refused}
        </p>
      )}
      {failed && !refused && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-lg font-semibold text-red-900">
          {t('loadFailed')}
        </p>
      )}
    </div>
  );
}
