'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { DistanceAnswer } from '@/lib/api/schemas';
import { formatPrice, toCents } from '@/lib/domain/money';
import { useCatalogueStore } from '@/stores/catalogue';
import { formatDistance } from './format';
import { CheckIcon } from './location-icons';

export type Choice = { kind: 'pickup' } | { kind: 'delivery'; answer: DistanceAnswer };

const euros = (amount: number) => formatPrice(toCents(amount));

/** What delivering there costs: the zone's fee and minimum, or the distance's fee. */
function DeliveryTerms({ answer }: { answer: DistanceAnswer }) {
  const t = useTranslations('location.delivery');
  const delivery = useCatalogueStore((s) => s.settings.features.delivery);
  const { zone, distance } = answer;
  if (delivery.calculation_type === 'zone_based' && zone) {
    return (
      <p>
        {t('zone', {
          name: zone.name,
          fee: euros(zone.delivery_fee),
          minimum: euros(zone.minimum_order),
        })}
      </p>
    );
  }
  return (
    <>
      {distance.delivery_cost !== null && (
        <p>{t('fee', { price: euros(distance.delivery_cost) })}</p>
      )}
      {delivery.minimum_order > 0 && (
        <p>{t('minimum', { price: euros(delivery.minimum_order) })}</p>
      )}
    </>
  );
}

/**
 * Shown the second between a choice and the modal closing (docs/product.md#location-modal): the
 * choice in words. It takes the focus, so a screen reader says it and focus is not lost with the
 * removed buttons.
 */
export function LocationConfirmation({ choice }: { choice: Choice }) {
  const t = useTranslations('location');
  const pickupAddress = useCatalogueStore((s) => s.settings.contacts.address);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);

  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex gap-3 p-5 outline-none">
      <CheckIcon className="size-8 shrink-0 rounded-full bg-brand p-1.5 text-white" />
      <div className="space-y-1">
        {choice.kind === 'pickup' ? (
          <p className="font-bold">{t('pickup.confirmed', { address: pickupAddress })}</p>
        ) : (
          <>
            <p className="font-bold">
              {t('delivery.confirmed', {
                address: choice.answer.distance.address,
                distance: formatDistance(choice.answer.distance.distance),
                unit: choice.answer.distance.unit,
              })}
            </p>
            <p className="text-sm text-neutral-700">
              {t('delivery.duration', { minutes: choice.answer.distance.duration })}
            </p>
            <div className="text-sm text-neutral-700">
              <DeliveryTerms answer={choice.answer} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
