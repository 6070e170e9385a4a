'use client';

import { useWords } from '@/components/intl/words';
import { OverlayButton } from '@/components/ui/overlay-button';
import { SearchIcon } from './search-icon';

/** The header's magnifier: opens the product search (rendered once, as `SearchDialog`). */
export function SearchButton({ className = '' }: { className?: string }) {
  const t = useWords('search');
  return (
    <OverlayButton
      overlay="search"
      className={`grid size-11 place-items-center rounded-full text-white hover:text-gold focus-visible:outline-2 focus-visible:outline-gold ${className}`}
    >
      <SearchIcon />
      <span className="sr-only">{t('open')}</span>
    </OverlayButton>
  );
}
