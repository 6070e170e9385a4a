'use client';

/**
 * What the kitchen may do with an order now, as the domain's table allows it
 * (lib/domain/order-life.ts): accept with a ready time (a scheduled order for its slot), refuse
 * or cancel with a reason, push the ready time back, mark it ready or gone, handed over. The
 * ready times offered move by the busy delay in force (docs/product.md#running-the-day).
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { StaffOrder } from '@/lib/api/staff';
import { allows, timeOf } from '@/lib/kitchen/board';
import type { KitchenMove } from '@/lib/kitchen/client';
import { readyChoices } from '@/lib/kitchen/switches';
import { ReasonDialog } from './reason-dialog';
import { useKitchenTimeZone } from './time-zone';

const READY_IN = [10, 15, 20, 30, 45] as const;
const DELAYS = [5, 10, 15] as const;

const BUTTON = 'min-h-14 rounded-xl px-4 text-lg font-bold disabled:opacity-60';
const QUICK = `${BUTTON} min-w-16 border-2 border-ink bg-white`;

interface OrderActionsProps {
  order: StaffOrder;
  now: number;
  busy: boolean;
  /** Minutes the kitchen's busy delay adds now (0: none). */
  extraMinutes: number;
  onMove: (move: KitchenMove, body?: object) => Promise<boolean>;
}

export function OrderActions({ order, now, busy, extraMinutes, onMove }: OrderActionsProps) {
  const timeZone = useKitchenTimeZone();
  const t = useTranslations('kitchen.actions');
  const [dialog, setDialog] = useState<'refuseDialog' | 'cancelDialog' | null>(null);
  const acceptId = useId();
  const delayId = useId();

  return (
    <div className="space-y-3">
      {allows(order, 'accept') &&
        (order.slot ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void onMove('accept')}
            className={`${BUTTON} w-full bg-green-700 text-white`}
          >
            {t('acceptSlot', { time: timeOf(order.slot, now, timeZone) })}
          </button>
        ) : (
          <div role="group" aria-labelledby={acceptId}>
            <p id={acceptId} className="mb-1 text-lg font-semibold">
              {extraMinutes > 0 ? t('acceptInDelayed', { minutes: extraMinutes }) : t('acceptIn')}
            </p>
            <div className="flex flex-wrap gap-2">
              {readyChoices(READY_IN, extraMinutes).map((minutes) => (
                <button
                  key={minutes}
                  type="button"
                  disabled={busy}
                  aria-label={t('acceptMinutesLabel', { minutes })}
                  onClick={() => void onMove('accept', { ready_in_minutes: minutes })}
                  className={`${BUTTON} min-w-16 bg-green-700 text-white`}
                >
                  {t('acceptMinutes', { minutes })}
                </button>
              ))}
            </div>
          </div>
        ))}
      {allows(order, 'delay') && (
        <div role="group" aria-labelledby={delayId} className="flex flex-wrap items-center gap-2">
          <p id={delayId} className="text-lg font-semibold">
            {t('delayBy')}
          </p>
          {DELAYS.map((minutes) => (
            <button
              key={minutes}
              type="button"
              disabled={busy}
              aria-label={t('delayMinutesLabel', { minutes })}
              onClick={() => void onMove('delay', { minutes })}
              className={QUICK}
            >
              {t('delayMinutes', { minutes })}
            </button>
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {allows(order, 'ready') && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void onMove('ready')}
            className={`${BUTTON} bg-green-700 text-white`}
          >
            {t('ready')}
          </button>
        )}
        {allows(order, 'out_for_delivery') && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void onMove('out-for-delivery')}
            className={`${BUTTON} bg-green-700 text-white`}
          >
            {t('outForDelivery')}
          </button>
        )}
        {allows(order, 'handed_over') && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void onMove('handed-over')}
            className={`${BUTTON} bg-green-700 text-white`}
          >
            {t('handedOver')}
          </button>
        )}
        {allows(order, 'refuse') && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setDialog('refuseDialog')}
            className={`${BUTTON} border-2 border-red-700 bg-white text-red-800`}
          >
            {t('refuse')}
          </button>
        )}
        {allows(order, 'cancel') && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setDialog('cancelDialog')}
            className={`${BUTTON} border-2 border-red-700 bg-white text-red-800`}
          >
            {t('cancel')}
          </button>
        )}
      </div>
      {dialog && (
        <ReasonDialog
          kind={dialog}
          orderId={order.id}
          busy={busy}
          onConfirm={(reason) =>
            onMove(dialog === 'refuseDialog' ? 'refuse' : 'cancel', { reason })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
