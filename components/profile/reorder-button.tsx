'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PastOrder } from '@/lib/api/auth';
import { articleCount, reorder, type LeftOut, type LeftOutReason } from '@/lib/domain/reorder';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';

type Report = { kind: 'done'; added: number; sentences: string[] } | { kind: 'failed' };

const GROUPS: Record<LeftOutReason, 'unavailable' | 'gone' | 'changed'> = {
  unavailable: 'unavailable',
  gone: 'gone',
  option: 'changed',
  choices: 'changed',
};

/**
 * "Commander à nouveau": the order's lines go to the cart from today's menus, at today's prices
 * (lib/domain/reorder.ts), and the diner is told what was added and what was left out, and why.
 */
export function ReorderButton({ order }: { order: PastOrder }) {
  const t = useTranslations('profile.reorder');
  const format = useFormatter();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  const nameOf = (line: LeftOut) =>
    line.reason === 'option'
      ? t('withOptions', { name: line.name, options: format.list(line.options) })
      : line.name;

  const sentencesFor = (added: number, leftOut: LeftOut[]) => {
    const sentences = [t('added', { count: added })];
    for (const group of ['unavailable', 'gone', 'changed'] as const) {
      const names = leftOut.filter((line) => GROUPS[line.reason] === group).map(nameOf);
      if (names.length > 0) {
        sentences.push(t(group, { count: names.length, names: format.list(names) }));
      }
    }
    return sentences;
  };

  const onClick = async () => {
    setBusy(true);
    setReport(null);
    const catalogue = useCatalogueStore.getState();
    await catalogue.loadMenus();
    const { menus, menusStatus } = useCatalogueStore.getState();
    if (menusStatus !== 'ready') {
      setReport({ kind: 'failed' });
    } else {
      const { lines, leftOut } = reorder(order.items, menus);
      const { addLine } = useCartStore.getState();
      lines.forEach(addLine);
      const added = articleCount(lines);
      setReport({ kind: 'done', added, sentences: sentencesFor(added, leftOut) });
    }
    setBusy(false);
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void onClick()}
        className="min-h-12 w-full rounded-full bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark disabled:bg-neutral-300 disabled:text-neutral-700"
      >
        {busy ? t('busy') : t('button')}
      </button>
      <div role="status" className="empty:hidden">
        {report?.kind === 'done' && (
          <p>
            {report.sentences.join(' ')}{' '}
            {report.added > 0 && (
              <Link href="/checkout" className="font-semibold text-brand-dark underline">
                {t('checkout')}
              </Link>
            )}
          </p>
        )}
        {report?.kind === 'failed' && (
          <p className="font-semibold text-brand-dark">{t('menusFailed')}</p>
        )}
      </div>
    </div>
  );
}
