/**
 * The offline geocoder: real addresses around the demo restaurant (server/data, from the Base
 * Adresse Nationale), searched in memory. Good for the demo, the tests and a restaurant without
 * network access to the BAN; it only knows the addresses of its dataset.
 */
import { z } from 'zod';
import dataset from '../../data/grenoble-addresses.json';
import { haversineKm } from './geo';
import { displayStreet, normalize, words } from './text';
import { describeAddress, type GeocodedAddress, type Geocoder } from './types';

const recordSchema = z.object({
  housenumber: z.string().nullable(),
  street: z.string().min(1),
  postal_code: z.string(),
  citycode: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
});
type AddressRecord = z.infer<typeof recordSchema>;

/**
 * Communes with several postal codes, by INSEE code (La Poste's list): the dataset gives each
 * address its commune's first, so the others are accepted too (docs/product.md#validation).
 */
const COMMUNE_CODES: Record<string, readonly string[]> = { '38185': ['38000', '38100'] };

/** Beyond this, the nearest known address is not where the diner is (the dataset is sparse). */
const MAX_REVERSE_KM = 3;

interface Entry {
  address: GeocodedAddress;
  number: string | null;
  street: string;
  tokens: string[];
}

function toEntry(record: AddressRecord): Entry {
  const street = displayStreet(record.street);
  const number = record.housenumber ? normalize(record.housenumber) : null;
  // "12bis" is also found by "12 bis".
  const numberParts = number ? (/^(\d+)\s*([a-z]+)$/.exec(number)?.slice(1) ?? []) : [];
  const address: GeocodedAddress = {
    id: `${record.citycode}_${words(record.street).join('-')}_${number ?? ''}`,
    name: record.housenumber ? `${record.housenumber} ${street}` : street,
    postcode: record.postal_code,
    ...(COMMUNE_CODES[record.citycode] && { postcodes: COMMUNE_CODES[record.citycode] }),
    city: record.city,
    state: '',
    lat: record.lat,
    lng: record.lng,
  };
  const codes = COMMUNE_CODES[record.citycode] ?? [record.postal_code];
  const tokens = [number ?? '', ...numberParts, ...words(`${street} ${codes.join(' ')}`)];
  return { address, number, street: normalize(street), tokens: [...tokens, ...words(record.city)] };
}

/**
 * How well an address answers the query, or null when a word matches nothing. Every query word
 * must start one of the address's words; the exact house number, then the street typed from its
 * start, then whole-word matches rank an address higher.
 */
function score(entry: Entry, query: string[]): number | null {
  let total = 0;
  for (const word of query) {
    if (!entry.tokens.some((token) => token.startsWith(word))) return null;
    if (entry.tokens.includes(word)) total += 1;
  }
  const numberAt = entry.number ? query.indexOf(entry.number) : -1;
  if (numberAt !== -1) total += 10;
  const rest = query.filter((_, i) => i !== numberAt).join(' ');
  if (rest && (entry.street.startsWith(rest) || rest.startsWith(`${entry.street} `))) total += 5;
  return total;
}

const collator = new Intl.Collator('fr-FR', { numeric: true });

export function createOfflineGeocoder(records: unknown = dataset): Geocoder {
  const entries = z.array(recordSchema).parse(records).map(toEntry);
  const byKey = new Map<string, GeocodedAddress>();
  for (const { address } of entries) {
    byKey.set(address.id, address);
    byKey.set(normalize(describeAddress(address)), address);
    byKey.set(normalize(`${address.name} ${address.city}`), address);
  }

  function search(query: string, limit: number): GeocodedAddress[] {
    const terms = words(query);
    if (terms.length === 0) return [];
    return entries
      .map((entry) => ({ entry, score: score(entry, terms) }))
      .filter((hit): hit is { entry: Entry; score: number } => hit.score !== null)
      .sort(
        (a, b) =>
          b.score - a.score ||
          collator.compare(describeAddress(a.entry.address), describeAddress(b.entry.address)),
      )
      .slice(0, limit)
      .map((hit) => hit.entry.address);
  }

  return {
    kind: 'offline',
    suggest: async (query, limit) => search(query, limit),
    async reverse(lat, lng) {
      let best: { address: GeocodedAddress; km: number } | null = null;
      for (const { address } of entries) {
        const km = haversineKm({ lat, lng }, address);
        if (!best || km < best.km) best = { address, km };
      }
      return best && best.km <= MAX_REVERSE_KM ? best.address : null;
    },
    async resolve(reference) {
      const exact = byKey.get(reference.trim()) ?? byKey.get(normalize(reference));
      if (exact) return exact;
      // Free text names an address only when it matches exactly one.
      const found = search(reference, 2);
      return found.length === 1 ? found[0] : null;
    },
  };
}
