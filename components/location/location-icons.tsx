/** Icons of the location modal (decorative: the control that holds one carries the label). */
import { iconBase as base, type IconProps } from '@/components/ui/icons';

export const CrosshairIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...base} className={className}>
    <circle cx="12" cy="12" r="7" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    <circle cx="12" cy="12" r="2" />
  </svg>
);

export const StoreIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M4 10v10h16V10M3 6l1.5-3h15L21 6v1.5a3 3 0 01-6 0 3 3 0 01-6 0 3 3 0 01-6 0z" />
    <path d="M10 20v-5h4v5" />
  </svg>
);

export const ScooterIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...base} className={className}>
    <circle cx="6" cy="17" r="2.5" />
    <circle cx="18" cy="17" r="2.5" />
    <path d="M8.5 17h7M15 17l-2-8h3M6 14.5V12h5" />
  </svg>
);

export const CheckIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
