'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DistanceAnswer, LocationSuggestion } from '@/lib/api/schemas';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';
import { AddressCombobox } from './address-combobox';
import { formatDistance } from './format';
import { CrosshairIcon } from './location-icons';
import { useAddressSearch } from './use-address-search';
import { useGeolocate } from './use-geolocate';
import { useDistanceCheck, type DistanceCheck } from './use-distance-check';

export interface DeliveryPanelProps {
  id: string;
  /** Focus the address field when the panel appears. */
  autoFocus?: boolean;
  onChosen: (answer: DistanceAnswer) => void;
}

/**
 * Delivery: the diner types an address (or uses the device's position), picks a suggestion,
 * and the API says how far it is. A position that cannot be had is only logged and hinted at
 * (docs/product.md#error-catalogue): the field still works.
 */
export function DeliveryPanel({ id, autoFocus = false, onChosen }: DeliveryPanelProps) {
  const t = useTranslations('location');
  const delivery = useCatalogueStore((s) => s.settings.features.delivery);
  const saved = useLocationStore((s) => (s.mode === 'delivery' ? s._distance : null));
  const search = useAddressSearch();
  const { check, verify, reset } = useDistanceCheck(onChosen);
  const [text, setText] = useState('');

  const pick = (suggestion: LocationSuggestion) => {
    setText(suggestion.description);
    search.clear();
    void verify(suggestion.description);
  };
  const geo = useGeolocate(search.searchNow, pick);

  const onChange = (value: string) => {
    setText(value);
    geo.clearHint();
    reset();
    search.search(value);
  };

  return (
    <div id={id} className="space-y-3 px-1 pt-3">
      {saved && (
        <p className="text-sm text-neutral-700">
          {t('delivery.current', { address: saved.formatted_address })}
        </p>
      )}
      <AddressCombobox
        id={`${id}-address`}
        autoFocus={autoFocus}
        value={text}
        onChange={onChange}
        search={search}
        onPick={pick}
      />
      <button
        type="button"
        onClick={() => {
          reset();
          void geo.locate();
        }}
        disabled={geo.locating}
        className="inline-flex min-h-12 items-center gap-2 rounded-full border border-ink/20 px-4 font-semibold hover:bg-cream disabled:opacity-60"
      >
        <CrosshairIcon />
        {geo.locating ? t('geolocation.locating') : t('geolocation.button')}
      </button>
      {geo.hint && (
        <p role="status" className="text-sm text-neutral-700">
          {t(`geolocation.${geo.hint}`)}
        </p>
      )}
      <CheckMessage check={check} max={delivery.max_distance} />
    </div>
  );
}

function CheckMessage({ check, max }: { check: DistanceCheck; max: number }) {
  const t = useTranslations('location.delivery');
  const alert = 'rounded-xl bg-brand/10 p-3 text-sm text-brand-dark';
  switch (check.kind) {
    case 'checking':
      return (
        <p role="status" className="text-sm text-neutral-700">
          {t('checking')}
        </p>
      );
    case 'too_far':
      return (
        <div role="alert" className={alert}>
          <p className="font-bold">{t('tooFarTitle')}</p>
          <p>
            {t('tooFarText', {
              max: formatDistance(max),
              distance: formatDistance(check.answer.distance.distance),
              unit: check.answer.distance.unit,
            })}
          </p>
        </div>
      );
    case 'out_of_zone':
      return (
        <p role="alert" className={alert}>
          {t('outOfZone')}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className={alert}>
          {check.message ?? t(check.error === 'not_found' ? 'notFound' : 'unavailable')}
        </p>
      );
    default:
      return null;
  }
}
