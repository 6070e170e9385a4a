'use client';

import { useWords } from '@/components/intl/words';
import { PinIcon } from '@/components/ui/icons';
import { OverlayButton } from '@/components/ui/overlay-button';
import { useCatalogueStore } from '@/stores/catalogue';
import { useHydrated } from '@/stores/hydrated';
import { LOCATION, useLocationStore } from '@/stores/location';
import { LOCATION_MODAL_ID } from './location-ids';

/** "12 Place Grenette, 38000 Grenoble" → "12 Place Grenette": the header has little room. */
const street = (address: string) => address.split(',')[0].trim();

function useLabel(): { mode: string; address: string } {
  const t = useWords('location.button');
  const hydrated = useHydrated(LOCATION);
  const chosen = useLocationStore((s) => s.chosen);
  const mode = useLocationStore((s) => s.mode);
  const deliveryAddress = useLocationStore((s) => s._distance?.address ?? '');
  const pickupAddress = useCatalogueStore((s) => s.settings.contacts.address);
  if (!hydrated || !chosen) return { mode: t('choose'), address: '' };
  if (mode === 'pickup') return { mode: t('pickup'), address: street(pickupAddress) };
  return { mode: t('delivery'), address: deliveryAddress };
}

/**
 * The header's reminder of how the diner orders ("À emporter · 12 Place Grenette"), which
 * opens the location modal. White on the dark header; the address is cut with an ellipsis so
 * the button fits a 390 px phone. The saved choice shows once read, so the server's markup and
 * the first client render agree.
 */
export function LocationButton({ className = '' }: { className?: string }) {
  const { mode, address } = useLabel();
  const label = address ? `${mode} · ${address}` : mode;

  return (
    <OverlayButton
      overlay="location"
      controls={LOCATION_MODAL_ID}
      label={label}
      title={label}
      className={`inline-flex min-h-11 max-w-full min-w-0 items-center gap-1.5 rounded-full border border-white/25 px-3 py-1.5 text-sm text-white hover:border-gold hover:text-gold ${className}`}
    >
      <PinIcon className="size-4 shrink-0" />
      <span className={`font-bold ${address ? 'shrink-0' : 'truncate'}`}>{mode}</span>
      {address && (
        <>
          <span aria-hidden="true">·</span>
          <span className="min-w-0 truncate">{address}</span>
        </>
      )}
    </OverlayButton>
  );
}
