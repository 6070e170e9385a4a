/** Small helpers to turn the restaurant's contact settings into links. */
import type { RestaurantSettings } from '@/lib/api/schemas';

type Contacts = RestaurantSettings['contacts'];

const NETWORKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['twitter', 'X (Twitter)'],
  ['youtube', 'YouTube'],
  ['linkedin', 'LinkedIn'],
  ['pinterest', 'Pinterest'],
] as const;

/** The social networks the restaurant filled in, only with http(s) URLs. */
export function socialLinks(contacts: Contacts) {
  return NETWORKS.flatMap(([network, label]) => {
    const url = contacts[network];
    return url && /^https?:\/\//.test(url) ? [{ network, label, url }] : [];
  });
}

/** "04 65 71 12 34" → "tel:+33465711234"; other formats keep their digits and a leading +. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`;
}

/** A map link: the restaurant's own, else a search on its coordinates. */
export function mapHref(contacts: Contacts): string {
  if (contacts.google_map && /^https?:\/\//.test(contacts.google_map)) return contacts.google_map;
  return `https://www.openstreetmap.org/?mlat=${contacts.latitude}&mlon=${contacts.longitude}#map=18/${contacts.latitude}/${contacts.longitude}`;
}
