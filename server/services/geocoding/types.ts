/**
 * What the API needs of a geocoder, whichever answers: the bundled dataset (offline) or the
 * French national address API (BAN). Routes only see this interface.
 */
import type { LatLng } from './geo';

/** One postal address, as both providers describe it. */
export interface GeocodedAddress extends LatLng {
  /** Stable id at the provider: the suggestion's `place_id`. */
  id: string;
  /** House number and street ("35 Rue Lazare Carnot"), or the place's name. */
  name: string;
  postcode: string;
  /** Every code the address may have, when the provider cannot tell which (offline dataset). */
  postcodes?: readonly string[];
  city: string;
  /** Département, when the provider knows it. */
  state: string;
}

interface SuggestOptions {
  /** Ranks addresses near this point first (the restaurant), when the provider can. */
  near?: LatLng;
}

export interface Geocoder {
  readonly kind: 'offline' | 'ban';
  /** Addresses matching what the diner typed, best first, at most `limit`. */
  suggest(query: string, limit: number, options?: SuggestOptions): Promise<GeocodedAddress[]>;
  /** The address nearest to a position, or null when none is close. */
  reverse(lat: number, lng: number): Promise<GeocodedAddress | null>;
  /** The address named by a suggestion's `description` or `place_id`, or null. */
  resolve(reference: string): Promise<GeocodedAddress | null>;
}

/** The provider could not answer (network, timeout, bad answer): the API says 502. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

/** "35 Rue Lazare Carnot, 38000 Grenoble": the suggestion's description. */
export function describeAddress(address: Pick<GeocodedAddress, 'name' | 'postcode' | 'city'>) {
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  return place && place !== address.name ? `${address.name}, ${place}` : address.name;
}
