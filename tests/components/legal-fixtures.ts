/** The demo restaurant's settings as the legal pages' tests render them (no legal identity). */
import type { RestaurantSettings } from '@/lib/api/schemas';
import { DEFAULT_SETTINGS } from '@/lib/api/settings';

export const LEGAL_PAGE_SETTINGS: RestaurantSettings = {
  ...DEFAULT_SETTINGS,
  contacts: {
    ...DEFAULT_SETTINGS.contacts,
    name: 'Poulet Grenette',
    address: '12 Place Grenette, 38000 Grenoble',
    phone: '04 65 71 12 34',
    email: 'bonjour@poulet-grenette.fr',
  },
  features: {
    delivery: { ...DEFAULT_SETTINGS.features.delivery, active: true, max_distance: 5, unit: 'km' },
  },
};
