/** Magnifier, drawn like components/ui/icons (decorative: its button carries the label). */
export const SearchIcon = ({ className = 'size-6' }: { className?: string }) => (
  <svg
    aria-hidden
    focusable={false}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    viewBox="0 0 24 24"
    className={className}
  >
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);
