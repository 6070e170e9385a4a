'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { DistanceAnswer } from '@/lib/api/schemas';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';
import { useUiStore } from '@/stores/ui';
import { DeliveryPanel } from './delivery-panel';
import { formatDistance } from './format';
import { LocationConfirmation, type Choice } from './location-confirmation';
import { ScooterIcon, StoreIcon } from './location-icons';

/** The modal closes this long after a choice (docs/product.md#overlays-and-delays). */
export const LOCATION_CLOSE_DELAY_MS = 1000;

const card =
  'flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 border-black/10 bg-white p-4 text-left hover:border-brand aria-expanded:border-brand aria-pressed:border-brand aria-pressed:bg-cream';

type ChoiceCardProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  icon: ReactNode;
  title: string;
  text: string;
};

function ChoiceCard({ icon, title, text, ...button }: ChoiceCardProps) {
  return (
    <button type="button" {...button} className={card}>
      {icon}
      <span className="min-w-0">
        <span className="block text-lg font-extrabold">{title}</span>
        {text && <span className="block text-sm text-neutral-700">{text}</span>}
      </span>
    </button>
  );
}

/**
 * The content of the location modal: pickup in one tap, or delivery after an address is
 * located (only when the restaurant delivers). Rendered only while the modal is open, so every
 * opening starts fresh.
 */
export function LocationChooser() {
  const t = useTranslations('location');
  const { contacts, features } = useCatalogueStore((s) => s.settings);
  const saved = useLocationStore((s) => (s.chosen ? s.mode : null));
  const choosePickup = useLocationStore((s) => s.choosePickup);
  const close = useUiStore((s) => s.close);
  const delivery = features.delivery;
  // Opened by the diner, the address field takes the focus; opened with the modal, it waits.
  const [{ open: deliveryOpen, focus }, setDelivery] = useState({
    open: delivery.active && saved === 'delivery',
    focus: false,
  });
  const [choice, setChoice] = useState<Choice | null>(null);

  useEffect(() => {
    if (!choice) return;
    const timer = window.setTimeout(close, LOCATION_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [choice, close]);

  const onDelivery = useCallback(
    (answer: DistanceAnswer) => setChoice({ kind: 'delivery', answer }),
    [],
  );

  if (choice) return <LocationConfirmation choice={choice} />;

  return (
    <div className="space-y-3 p-4">
      <p className="text-sm text-neutral-700">{t('intro')}</p>
      <ChoiceCard
        icon={<StoreIcon className="size-7 shrink-0 text-brand" />}
        title={t('pickup.title')}
        text={contacts.address && t('pickup.text', { address: contacts.address })}
        aria-pressed={saved === 'pickup'}
        onClick={() => {
          choosePickup();
          setChoice({ kind: 'pickup' });
        }}
      />
      {delivery.active && (
        <div>
          <ChoiceCard
            icon={<ScooterIcon className="size-7 shrink-0 text-brand" />}
            title={t('delivery.title')}
            text={t('delivery.text', {
              max: formatDistance(delivery.max_distance),
              unit: delivery.unit,
            })}
            aria-expanded={deliveryOpen}
            aria-controls={deliveryOpen ? 'location-delivery' : undefined}
            onClick={() => setDelivery({ open: !deliveryOpen, focus: true })}
          />
          {deliveryOpen && (
            <DeliveryPanel id="location-delivery" autoFocus={focus} onChosen={onDelivery} />
          )}
        </div>
      )}
    </div>
  );
}
