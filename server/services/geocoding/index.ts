/** The geocoder the environment asks for: GEOCODER=offline (default) or ban (BAN_URL). */
import { createBanGeocoder } from './ban';
import { createOfflineGeocoder } from './offline';
import type { Geocoder } from './types';

export interface GeocoderEnv {
  GEOCODER: 'offline' | 'ban';
  BAN_URL: string;
}

export function createGeocoder(env: GeocoderEnv): Geocoder {
  return env.GEOCODER === 'ban' ? createBanGeocoder({ url: env.BAN_URL }) : createOfflineGeocoder();
}

export { GeocoderUnavailableError, describeAddress } from './types';
export type { GeocodedAddress, Geocoder } from './types';
