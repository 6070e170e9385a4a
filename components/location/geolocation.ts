/**
 * The device's position as a promise, and as the "lat,lng" query the API reads
 * (docs/contract.md#locations).
 */

export interface Position {
  lat: number;
  lng: number;
}

export class GeolocationUnsupportedError extends Error {
  constructor() {
    super('Géolocalisation absente de ce navigateur');
    this.name = 'GeolocationUnsupportedError';
  }
}

/** A rough fix is enough to find a street; a fresh-ish one (1 min) avoids waiting for GPS. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new GeolocationUnsupportedError());
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      reject,
      OPTIONS,
    );
  });
}

/** 5 decimals: about a metre, and always a decimal point (the API tells positions by it). */
export const positionQuery = ({ lat, lng }: Position) => `${lat.toFixed(5)},${lng.toFixed(5)}`;
