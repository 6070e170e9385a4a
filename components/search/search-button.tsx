'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/stores/ui';
import { SearchIcon } from './search-icon';

/** The header's magnifier: opens the product search (rendered once, as `SearchDialog`). */
export function SearchButton({ className = '' }: { className?: string }) {
  const t = useTranslations('search');
  const open = useUiStore((s) => s.open);
  const expanded = useUiStore((s) => s.overlay === 'search');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={() => open('search')}
      className={`grid size-11 place-items-center rounded-full text-white hover:text-gold focus-visible:outline-2 focus-visible:outline-gold ${className}`}
    >
      <SearchIcon />
      <span className="sr-only">{t('open')}</span>
    </button>
  );
}
