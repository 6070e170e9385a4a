/**
 * The BAN geocoder: the French national address API (Base Adresse Nationale, IGN's Géoplateforme
 * at https://data.geopf.fr/geocodage), answering GeoJSON features with [lng, lat] coordinates. Any
 * failure (network, timeout, HTTP error, another shape) is a GeocoderUnavailableError: the API
 * answers 502, never a wrong address.
 */
import { z } from 'zod';
import type { LatLng } from './geo';
import {
  describeAddress,
  GeocoderUnavailableError,
  type GeocodedAddress,
  type Geocoder,
} from './types';

export const DEFAULT_BAN_URL = 'https://data.geopf.fr/geocodage';
const BAN_TIMEOUT_MS = 4000;
/** Below this BAN score, free text is not taken to name the address (BAN always guesses). */
const MIN_RESOLVE_SCORE = 0.5;
/** Suggestions remembered so `place_id` resolves without a second call (BAN has no id lookup). */
const CACHE_SIZE = 500;

const featureSchema = z.object({
  geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
  properties: z.object({
    id: z.string(),
    name: z.string().min(1),
    type: z.string().optional(),
    postcode: z.string().optional(),
    city: z.string().optional(),
    context: z.string().optional(),
    score: z.number().optional(),
  }),
});
const collectionSchema = z.object({ features: z.array(z.unknown()) });

interface Found {
  address: GeocodedAddress;
  score: number;
}

/** A feature as an address; towns alone are dropped (nobody is delivered "to Grenoble"). */
function toFound(feature: unknown): Found[] {
  const parsed = featureSchema.safeParse(feature);
  if (!parsed.success || parsed.data.properties.type === 'municipality') return [];
  const { properties: p, geometry } = parsed.data;
  const [lng, lat] = geometry.coordinates;
  const address: GeocodedAddress = {
    id: p.id,
    name: p.name,
    postcode: p.postcode ?? '',
    city: p.city ?? '',
    // BAN context: "38, Isère, Auvergne-Rhône-Alpes".
    state: p.context?.split(',')[1]?.trim() ?? '',
    lat,
    lng,
  };
  return [{ address, score: p.score ?? 1 }];
}

export interface BanOptions {
  url?: string;
  timeoutMs?: number;
}

export function createBanGeocoder({
  url = DEFAULT_BAN_URL,
  timeoutMs = BAN_TIMEOUT_MS,
}: BanOptions = {}): Geocoder {
  const base = url.replace(/\/+$/, '');
  const cache = new Map<string, GeocodedAddress>();

  function remember(address: GeocodedAddress) {
    for (const key of [address.id, describeAddress(address)]) {
      cache.delete(key);
      cache.set(key, address);
    }
    while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }

  async function get(path: 'search' | 'reverse', params: Record<string, string>): Promise<Found[]> {
    const target = new URL(`${base}/${path}/`);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    let body: unknown;
    try {
      const res = await fetch(target, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = await res.json();
    } catch (error) {
      throw new GeocoderUnavailableError(`BAN ${path} : ${String(error)}`, { cause: error });
    }
    const parsed = collectionSchema.safeParse(body);
    if (!parsed.success) throw new GeocoderUnavailableError(`BAN ${path} : réponse inattendue`);
    return parsed.data.features.flatMap(toFound);
  }

  // BAN refuses a query that does not start with a letter or a digit.
  const clean = (text: string) =>
    text
      .trim()
      .replace(/^[^\p{L}\p{N}]+/u, '')
      .slice(0, 200);
  const near = (point?: LatLng) =>
    point ? { lat: String(point.lat), lon: String(point.lng) } : undefined;

  return {
    kind: 'ban',
    async suggest(query, limit, options) {
      const q = clean(query);
      if (q.length < 3) return [];
      const params = { q, limit: String(limit), autocomplete: '1', ...near(options?.near) };
      const found = (await get('search', params)).map((f) => f.address);
      found.forEach(remember);
      return found;
    },
    async reverse(lat, lng) {
      const [first] = await get('reverse', { lon: String(lng), lat: String(lat), limit: '1' });
      return first?.address ?? null;
    },
    async resolve(reference) {
      const known = cache.get(reference.trim());
      if (known) return known;
      const q = clean(reference);
      if (q.length < 3) return null;
      const [first] = await get('search', { q, limit: '1' });
      return first && first.score >= MIN_RESOLVE_SCORE ? first.address : null;
    },
  };
}
