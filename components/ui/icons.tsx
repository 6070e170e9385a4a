/** Small inline icons (decorative: the control that holds one carries the label). */
export type IconProps = { className?: string };

/** The shared look of every line icon (24-unit grid, 2-unit round strokes). */
export const iconBase = {
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const;

export const MenuIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const UserIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </svg>
);

export const PinIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

export const PhoneIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" />
  </svg>
);

export const MailIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);

export const ClockIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
