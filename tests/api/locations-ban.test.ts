/**
 * The BAN provider behind the locations routes, against a local fake of the national address
 * API: what it asks (paths and query strings), how it reads GeoJSON, and that every failure of
 * the service becomes a French 502.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  distanceResponseSchema,
  errorBodySchema,
  locationsResponseSchema,
} from '@/lib/api/schemas';
import { createApp, type App } from '@/server/app';
import { createBanGeocoder } from '@/server/services/geocoding/ban';
import { startFakeBan, type BanFeatureInput, type FakeBan } from './fake-ban';
import { backends, call, useSuite } from './support';

const POULAT: BanFeatureInput = {
  id: '38185_2840_00008',
  name: '8 Rue Félix Poulat',
  housenumber: '8',
  street: 'Rue Félix Poulat',
  postcode: '38000',
  city: 'Grenoble',
  lat: 45.18918,
  lng: 5.72489,
};
const GRENOBLE: BanFeatureInput = {
  id: '38185',
  name: 'Grenoble',
  postcode: '38000',
  city: 'Grenoble',
  lat: 45.18756,
  lng: 5.73578,
  type: 'municipality',
};
const UNAVAILABLE =
  'La recherche d’adresse est momentanément indisponible. Veuillez réessayer dans quelques instants.';

describe('locations over the BAN provider (fake BAN server)', () => {
  const suite = useSuite(backends[0]);
  let ban: FakeBan;
  let app: App;

  beforeAll(async () => {
    ban = await startFakeBan();
    ban.features = [POULAT, GRENOBLE];
  });
  afterAll(() => ban.close());
  afterEach(() => {
    ban.requests.length = 0;
    ban.mode = 'ok';
    ban.features = [POULAT, GRENOBLE];
    vi.restoreAllMocks();
  });
  const appOverBan = () => {
    app ??= createApp(suite.db, { geocoder: createBanGeocoder({ url: ban.url, timeoutMs: 300 }) });
    return app;
  };

  it('asks /search/ with q, limit 5 and autocomplete, near the restaurant', async () => {
    const url = `/v2/public/locations/?query=${encodeURIComponent(' 8 rue felix ')}`;
    const { status, body } = await call(appOverBan(), locationsResponseSchema, url);
    expect(status).toBe(200);
    const [request] = ban.requests;
    expect(request.pathname).toBe('/geocodage/search/');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      q: '8 rue felix',
      limit: '5',
      autocomplete: '1',
      lat: '45.1904',
      lon: '5.7279',
    });
    // A town alone is no delivery address.
    expect(body.payload).toEqual([
      {
        description: '8 Rue Félix Poulat, 38000 Grenoble',
        place_id: '38185_2840_00008',
        structured_formatting: {
          main_text: '8 Rue Félix Poulat',
          secondary_text: '38000 Grenoble',
        },
      },
    ]);
  });

  it('asks /reverse/ with lon and lat for a coordinate pair', async () => {
    const url = '/v2/public/locations/?query=45.18918,5.72489';
    const { body } = await call(appOverBan(), locationsResponseSchema, url);
    expect(Object.fromEntries(ban.requests[0].searchParams)).toEqual({
      lon: '5.72489',
      lat: '45.18918',
      limit: '1',
    });
    expect(ban.requests[0].pathname).toBe('/geocodage/reverse/');
    expect(body.payload.map((s) => s.place_id)).toEqual(['38185_2840_00008']);
  });

  it('prices a suggested address without asking again, a typed one with a search', async () => {
    await appOverBan().request('/v2/public/locations/?query=8%20rue%20felix');
    ban.requests.length = 0;
    const byId = await call(
      appOverBan(),
      distanceResponseSchema,
      '/v2/public/locations/distance?location=38185_2840_00008',
    );
    expect(ban.requests).toHaveLength(0);
    expect(byId.body.payload.distance).toMatchObject({
      formatted_address: '8 Rue Félix Poulat, 38000 Grenoble',
      state: 'Isère',
      lat: 45.18918,
      lng: 5.72489,
    });
    expect(byId.body.payload.distance.distance).toBeLessThan(0.5);

    const typed = `/v2/public/locations/distance?location=${encodeURIComponent('8 r felix poulat')}`;
    const { status } = await call(appOverBan(), distanceResponseSchema, typed);
    expect(status).toBe(200);
    expect(Object.fromEntries(ban.requests[0].searchParams)).toEqual({
      q: '8 r felix poulat',
      limit: '1',
    });
  });

  it('answers 404 when BAN only guesses (low score) or finds nothing', async () => {
    ban.features = [{ ...POULAT, score: 0.2 }];
    const guess = await call(
      appOverBan(),
      errorBodySchema,
      '/v2/public/locations/distance?location=zzz%20qqq',
    );
    expect(guess.status).toBe(404);
    ban.features = [];
    const none = await call(
      appOverBan(),
      errorBodySchema,
      '/v2/public/locations/distance?location=0.5,-30.25',
    );
    expect(none.status).toBe(404);
  });

  it.each(['error', 'garbage', 'hang'] as const)(
    'answers 502 in French when BAN fails (%s)',
    async (mode) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      ban.mode = mode;
      for (const url of [
        '/v2/public/locations/?query=rue%20de%20la%20paix',
        '/v2/public/locations/distance?location=rue%20de%20la%20paix',
      ]) {
        const { status, body } = await call(appOverBan(), errorBodySchema, url);
        expect(status).toBe(502);
        expect(body).toEqual({ status: 'error', data: { message: UNAVAILABLE } });
      }
      expect(warn).toHaveBeenCalled();
    },
  );
});
