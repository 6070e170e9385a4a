'use client';

import { useTranslations } from 'next-intl';
import { OverlayDialog } from '@/components/ui/overlay-dialog';
import { LocationChooser } from './location-chooser';
import { LOCATION_MODAL_ID } from './location-ids';

const TITLE_ID = 'location-modal-title';

/**
 * The location modal (docs/product.md#location-modal): pickup or delivery, and where. Rendered once
 * in the layout and opened through the ui store (`open('location')`), so one overlay shows at a
 * time. A bottom sheet on a phone, a centred dialog on wider screens; Escape, the close button and
 * the backdrop close it, and focus goes back to what opened it.
 */
export function LocationModal() {
  const t = useTranslations('location');
  return (
    <OverlayDialog
      name="location"
      side="bottom"
      id={LOCATION_MODAL_ID}
      title={t('title')}
      titleId={TITLE_ID}
      closeLabel={t('close')}
    >
      <LocationChooser />
    </OverlayDialog>
  );
}
