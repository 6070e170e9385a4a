/**
 * Address search and distance (docs/contract.md#locations): suggestions (a "45.19,5.72" query is
 * the diner's position, its address answered alone) and how far an address is and what delivery
 * costs there. A geocoder failure is a 502, never a guess. Both share one generous counter per
 * address, counted before the query is read (services/order-limits.ts).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { distanceResponseSchema, locationsResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import { fail, send } from '../http';
import { GeocoderUnavailableError, type GeocodedAddress } from '../services/geocoding';
import { parseCoordinates } from '../services/geocoding/geo';
import { distanceAnswer, toSuggestion } from '../services/locations';
import { orderLimiter } from '../services/order-limits';

const MIN_QUERY_LENGTH = 3;
const MAX_QUERY_LENGTH = 200;
const MAX_SUGGESTIONS = 5;

const LOCATION_MESSAGES = {
  tooShort: `Saisissez au moins ${MIN_QUERY_LENGTH} caractères pour rechercher une adresse.`,
  tooLong: `L’adresse recherchée dépasse ${MAX_QUERY_LENGTH} caractères.`,
  missing: 'Indiquez l’adresse (ou la position) dont il faut calculer la distance.',
  notFound: 'Adresse introuvable : choisissez-la parmi les suggestions.',
  unavailable:
    'La recherche d’adresse est momentanément indisponible. Veuillez réessayer dans quelques instants.',
} as const;

function readText(c: Context, name: string, emptyMessage: string): string {
  const text = (c.req.query(name) ?? '').trim();
  if (text === '') fail(400, emptyMessage);
  if (text.length < MIN_QUERY_LENGTH) fail(400, LOCATION_MESSAGES.tooShort);
  if (text.length > MAX_QUERY_LENGTH) fail(400, LOCATION_MESSAGES.tooLong);
  return text;
}

/** Runs a geocoder call, turning "the provider is down" into a French 502. */
async function geocode<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    console.warn('[geocoding]', error.message);
    fail(502, LOCATION_MESSAGES.unavailable);
  }
}

export function locationsRoutes({ catalogue, geocoder, limits: store, now }: Deps) {
  const limits = orderLimiter(store, () => now().getTime(), catalogue);

  async function suggestions(c: Context) {
    await limits.locations(c);
    const query = readText(c, 'query', LOCATION_MESSAGES.tooShort);
    const point = parseCoordinates(query);
    let found: GeocodedAddress[];
    if (point) {
      const here = await geocode(() => geocoder.reverse(point.lat, point.lng));
      found = here ? [here] : [];
    } else {
      const { contacts } = (await catalogue.current()).restaurant();
      const near = { lat: contacts.latitude, lng: contacts.longitude };
      found = await geocode(() => geocoder.suggest(query, MAX_SUGGESTIONS, { near }));
    }
    return send(c, locationsResponseSchema, {
      status: 'success',
      payload: found.slice(0, MAX_SUGGESTIONS).map(toSuggestion),
    });
  }

  async function distance(c: Context) {
    await limits.locations(c);
    const location = readText(c, 'location', LOCATION_MESSAGES.missing);
    const point = parseCoordinates(location);
    const address = await geocode(() =>
      point ? geocoder.reverse(point.lat, point.lng) : geocoder.resolve(location),
    );
    if (!address) fail(404, LOCATION_MESSAGES.notFound);
    const payload = distanceAnswer(address, (await catalogue.current()).restaurant());
    return send(c, distanceResponseSchema, { status: 'success', payload });
  }

  return new Hono()
    .get('/locations', suggestions)
    .get('/locations/', suggestions)
    .get('/locations/distance', distance)
    .get('/locations/distance/', distance);
}
