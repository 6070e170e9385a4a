/**
 * A local stand-in for the BAN (French national address API): a node:http server on a free
 * port that records every request and answers GeoJSON FeatureCollections shaped like the real
 * service's, or fails on demand (HTTP 500, a body of another shape, or no answer at all).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeBanMode = 'ok' | 'error' | 'garbage' | 'hang';

export interface BanFeatureInput {
  id: string;
  name: string;
  housenumber?: string;
  street?: string;
  postcode: string;
  city: string;
  lat: number;
  lng: number;
  type?: 'housenumber' | 'street' | 'locality' | 'municipality';
  score?: number;
}

export interface FakeBan {
  /** Base URL to give the provider (with a path, as the real one has: /geocodage). */
  url: string;
  requests: URL[];
  mode: FakeBanMode;
  /** Features the next /search/ answers hold (/reverse/ answers the first one). */
  features: BanFeatureInput[];
  close(): Promise<void>;
}

function banFeature(input: BanFeatureInput) {
  const { lat, lng, type = 'housenumber', score = 0.95, ...rest } = input;
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: {
      ...rest,
      label: `${input.name} ${input.postcode} ${input.city}`,
      type,
      score,
      citycode: input.id.slice(0, 5),
      context: '38, Isère, Auvergne-Rhône-Alpes',
      importance: 0.6,
    },
  };
}

function answer(fake: FakeBan, pathname: string, res: ServerResponse) {
  if (fake.mode === 'hang') return;
  res.setHeader('content-type', 'application/json');
  if (fake.mode === 'error') {
    res.statusCode = 500;
    res.end(JSON.stringify({ code: 500, message: 'Internal Server Error' }));
    return;
  }
  if (fake.mode === 'garbage') {
    res.end(JSON.stringify({ results: 'pas du GeoJSON' }));
    return;
  }
  const features = pathname.endsWith('/reverse/') ? fake.features.slice(0, 1) : fake.features;
  res.end(
    JSON.stringify({
      type: 'FeatureCollection',
      version: 'draft',
      features: features.map(banFeature),
    }),
  );
}

export async function startFakeBan(): Promise<FakeBan> {
  const fake: FakeBan = { url: '', requests: [], mode: 'ok', features: [], close: async () => {} };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-ban');
    fake.requests.push(url);
    answer(fake, url.pathname, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/geocodage`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
