'use client';

import { useTranslations } from 'next-intl';
import { OverlayDialog } from '@/components/ui/overlay-dialog';
import { useUiStore } from '@/stores/ui';
import { SearchCombobox } from './search-combobox';

/**
 * The product search overlay, open while the UI store's overlay is 'search'. A modal dialog
 * keeps the focus inside and gives it back to the magnifier on close; the combobox is mounted
 * only while open, so each search starts empty.
 */
export function SearchDialog() {
  const t = useTranslations('search');
  const close = useUiStore((s) => s.close);
  return (
    <OverlayDialog name="search" side="top" label={t('label')}>
      <SearchCombobox onClose={close} />
    </OverlayDialog>
  );
}
