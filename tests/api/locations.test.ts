import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  distanceResponseSchema,
  errorBodySchema,
  locationsResponseSchema,
} from '@/lib/api/schemas';
import { distanceCostCents } from '@/lib/domain/delivery';
import { toEuros } from '@/lib/domain/money';
import { settings } from '@/server/db/schema';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { loadEnv } from '@/server/env';
import { rideMinutes } from '@/server/services/locations';
import { backends, call, useSuite } from './support';

const suggest = (query: string) => `/v2/public/locations/?query=${encodeURIComponent(query)}`;
const distanceOf = (location: string) =>
  `/v2/public/locations/distance?location=${encodeURIComponent(location)}`;
const CARNOT = '35 Rue Lazare Carnot, 38000 Grenoble';
const BERNIN = '700 Chemin des Fontaines, 38190 Bernin';

describe.each(backends)('GET /v2/public/locations/ ($name, offline)', (backend) => {
  const suite = useSuite(backend);
  const mains = async (query: string) => {
    const { status, body } = await call(suite.app, locationsResponseSchema, suggest(query));
    expect(status).toBe(200);
    return body.payload.map((s) => s.structured_formatting.main_text);
  };

  it('finds a street whatever the accents, capitals and punctuation', async () => {
    const { body } = await call(suite.app, locationsResponseSchema, suggest('LAZARE-carnot'));
    expect(body.payload).toEqual([
      {
        description: CARNOT,
        place_id: '38185_rue-lazare-carnot_35',
        structured_formatting: {
          main_text: '35 Rue Lazare Carnot',
          secondary_text: '38000 Grenoble',
        },
      },
    ]);
    expect(await mains('echirolles VICTOR hugo')).toEqual(['13 Avenue Victor Hugo']);
    expect(await mains('place d’apvril')).toEqual(["1 Place d'Apvril"]);
  });

  it('matches the house number and the postal code; every word must match', async () => {
    expect(await mains('13 victor hugo 38130')).toEqual(['13 Avenue Victor Hugo']);
    expect(await mains('13 victor hugo 38000')).toEqual([]);
    expect(await mains('victor hugo zzz')).toEqual([]);
  });

  it('answers at most 5, the exact house number and street start first', async () => {
    const found = await mains('8 rue');
    expect(found).toHaveLength(5);
    // 88, 89 and 811 also start with "8": they come after every exact 8 (6 exist).
    for (const main of found) expect(main).toMatch(/^8 Rue /);
    expect((await mains('89 rue'))[0]).toBe('89 Rue des Moutonnees');
  });

  it('shows lower-case source streets capitalised', async () => {
    const { body } = await call(suite.app, locationsResponseSchema, suggest('rue des moutonnees'));
    expect(body.payload[0].description).toBe('89 Rue des Moutonnees, 38120 Saint-Égrève');
  });

  it('answers without the trailing slash too', async () => {
    const url = `/v2/public/locations?query=carnot`;
    const { status, body } = await call(suite.app, locationsResponseSchema, url);
    expect(status).toBe(200);
    expect(body.payload[0].description).toBe(CARNOT);
  });

  it.each(['', 'ab', '  ab   ', 'é'])('refuses a query under 3 characters (%j)', async (query) => {
    const { status, body } = await call(suite.app, errorBodySchema, suggest(query));
    expect(status).toBe(400);
    expect(body.data.message).toBe('Saisissez au moins 3 caractères pour rechercher une adresse.');
  });

  it('refuses a missing query, and an over-long one', async () => {
    const missing = await call(suite.app, errorBodySchema, '/v2/public/locations/');
    expect(missing.status).toBe(400);
    const long = await call(suite.app, errorBodySchema, suggest('rue '.repeat(60)));
    expect(long.status).toBe(400);
    expect(long.body.data.message).toMatch(/200 caractères/);
  });

  it('reverse-geocodes a coordinate pair into one suggestion', async () => {
    expect(await mains('45.18626,5.72975')).toEqual(["1 Place d'Apvril"]);
    // Paris is far from every address of the bundled dataset.
    expect(await mains('48.8566,2.3522')).toEqual([]);
  });
});

describe.each(backends)('GET /v2/public/locations/distance ($name, offline)', (backend) => {
  const suite = useSuite(backend);
  const delivery = RESTAURANT.features.delivery;
  const distance = (location: string) =>
    call(suite.app, distanceResponseSchema, distanceOf(location));

  it('prices a nearby address with lib/domain and finds its zone by postal code', async () => {
    const { status, body } = await distance(CARNOT);
    expect(status).toBe(200);
    const { distance: d, zone, too_far } = body.payload;
    expect(d.distance).toBeGreaterThan(0.8);
    expect(d.distance).toBeLessThan(1.1);
    expect(d.distance).toBe(Math.round(d.distance * 100) / 100);
    expect(d.unit).toBe('km');
    expect(d.delivery_cost).toBe(toEuros(distanceCostCents(delivery, d.distance)));
    expect(d.duration).toBeGreaterThan(5);
    expect(d.duration).toBeLessThan(15);
    expect(d).toMatchObject({
      formatted_address: CARNOT,
      address: '35 Rue Lazare Carnot',
      address2: '',
      city: 'Grenoble',
      postal_code: '38000',
      country: 'France',
      lat: 45.182297,
      lng: 5.724956,
    });
    expect(zone?.name).toBe('Grenoble centre');
    expect(too_far).toBe(false);
  });

  it('resolves a place_id and a coordinate pair as well', async () => {
    const byId = await distance('38185_rue-lazare-carnot_35');
    expect(byId.body.payload.distance.formatted_address).toBe(CARNOT);
    const byPosition = await distance('45.1823,5.7250');
    expect(byPosition.body.payload.distance.formatted_address).toBe(CARNOT);
  });

  it('marks an address about 15 km away too far, outside every zone', async () => {
    const { body } = await distance(BERNIN);
    expect(body.payload.distance.distance).toBeGreaterThan(13);
    expect(body.payload.distance.distance).toBeLessThan(16);
    expect(body.payload.too_far).toBe(true);
    expect(body.payload.zone).toBeNull();
  });

  it.each(['12 Rue Imaginaire, 99999 Nulle-Part', 'rue', '48.8566,2.3522'])(
    'answers 404 in French for an unknown address (%j)',
    async (location) => {
      const { status, body } = await call(suite.app, errorBodySchema, distanceOf(location));
      expect(status).toBe(404);
      expect(body.data.message).toBe('Adresse introuvable : choisissez-la parmi les suggestions.');
    },
  );

  it('answers 400 when the location is missing', async () => {
    const { status, body } = await call(
      suite.app,
      errorBodySchema,
      '/v2/public/locations/distance',
    );
    expect(status).toBe(400);
    expect(body.data.message).toMatch(/^Indiquez l’adresse/);
  });

  it('quotes no distance cost for zone-based delivery, in miles when asked', async () => {
    const features = {
      delivery: { ...delivery, calculation_type: 'zone_based', unit: 'miles', max_distance: 3 },
    };
    await suite.db.update(settings).set({ value: features }).where(eq(settings.name, 'features'));
    try {
      const { body } = await distance(CARNOT);
      expect(body.payload.distance.delivery_cost).toBeNull();
      expect(body.payload.distance.unit).toBe('miles');
      expect(body.payload.distance.distance).toBeLessThan(0.7);
      expect(body.payload.zone?.delivery_fee).toBe(2);
    } finally {
      await suite.db
        .update(settings)
        .set({ value: RESTAURANT.features })
        .where(eq(settings.name, 'features'));
    }
  });
});

describe('delivery ride estimate', () => {
  it('counts 5 minutes at the door and 1.3 × the straight line at 20 km/h', () => {
    expect([0, 2, 10].map(rideMinutes)).toEqual([5, 13, 44]);
  });
});

describe('geocoder environment', () => {
  it('defaults to the offline geocoder and the Géoplateforme BAN address', () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    expect(env.GEOCODER).toBe('offline');
    expect(env.BAN_URL).toBe('https://data.geopf.fr/geocodage');
  });

  it('refuses an unknown geocoder or a BAN_URL that is not http(s)', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', GEOCODER: 'google' })).toThrow(
      /GEOCODER doit valoir offline ou ban/,
    );
    expect(() => loadEnv({ NODE_ENV: 'test', BAN_URL: 'ftp://example.org' })).toThrow(
      /BAN_URL doit être/,
    );
  });
});
