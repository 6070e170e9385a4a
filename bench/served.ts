/** What the storefront serves, measured as a browser gets it: first-load JS, bytes, latency. */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { quantile } from './order-load';

/**
 * Bytes of the JS a first visit to `route` must load before it hydrates: the scripts its HTML
 * names (what Next calls first-load JS) and the chunks its flight data names, without the
 * `noModule` polyfills modern browsers skip, gzip-compressed and as served; and the HTML as
 * served. Not what a browser fetches: that would also count, depending
 * on timing, the service worker and the chunks prefetched for the links on screen once the page
 * is idle.
 */
export async function firstLoadJs(site: string, route: string) {
  const page = await asServed(site + route);
  const html = page.body.toString();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1] ?? []);
  // The client components' chunks the page's flight data names: the browser fetches them before
  // it hydrates, whether or not a script tag names them too.
  const flight = [...html.matchAll(/static\/chunks\/[\w\-./()[\]@~]+?\.js/g)].map(
    ([chunk]) => `/_next/${chunk}`,
  );
  let gzip = 0;
  let served = 0;
  for (const src of new Set([...scripts, ...flight].filter((src) => !/\/polyfills-/.test(src)))) {
    const script = await asServed(new URL(src, site).href);
    gzip += gzipSync(script.body, { level: 6 }).length;
    served += script.bytes;
  }
  return { gzip, served, html: page.bytes };
}

/**
 * `url` as a browser gets it (`Accept-Encoding: gzip, deflate, br`; the storefront answers in
 * Brotli, ADR 15): the bytes on the wire, which fetch() would hide, and the decoded body.
 */
export function asServed(url: string): Promise<{ bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          resolve({ bytes: raw.length, body });
        });
      })
      .on('error', reject);
  });
}

/** p50/p99 and req/s of `url` under `concurrency` clients for `seconds`. */
export async function latency(url: string, concurrency = 10, seconds = 5) {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        await (await fetch(url)).arrayBuffer();
        times.push(performance.now() - start);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), rps: times.length / seconds };
}
