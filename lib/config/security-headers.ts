/**
 * The storefront's security headers (docs/adr/0021-security-headers.md): next.config.ts sends them
 * on every answer, and storefront-server/csp-hashes.ts narrows the pages' script policy from
 * `'unsafe-inline'` to the hashes of the inline scripts each page carries (no nonce: a nonce makes
 * every page dynamic). The tag manager's hosts come in only when it is enabled (ADR 25).
 */
import { createHash } from 'node:crypto';
import { siteConfig } from './site';

/** Stripe.js and the frames it opens (Stripe's integration security guide). */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/**
 * Google Tag Manager and the Google tag (Google's "Use a CSP" guide for Tag Manager and GA4):
 * the container and gtag.js, their pixels, and the calls they send measurements with.
 */
const TAG_MANAGER = {
  scripts: ['https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connections: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
  ],
};

/** What the API answers with too (server/app.ts): JSON loads nothing and is framed nowhere. */
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

type Directives = [name: string, ...sources: string[]][];

const serialise = (directives: Directives) =>
  directives.map((directive) => directive.join(' ')).join('; ');

/** Whether the site is served over https (then HSTS and upgraded requests). */
function isHttps(siteUrl: string | undefined): boolean {
  try {
    return new URL(siteUrl?.trim() ?? '').protocol === 'https:';
  } catch {
    return false;
  }
}

/** The pages' Content-Security-Policy. `development`: `next dev`, whose React needs eval. */
export function pagePolicy({
  https,
  development = false,
  tagManager = false,
}: {
  https: boolean;
  development?: boolean;
  /** The tag-manager block is enabled (lib/config/site.ts). */
  tagManager?: boolean;
}) {
  const tags = (key: keyof typeof TAG_MANAGER) => (tagManager ? TAG_MANAGER[key] : []);
  const directives: Directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...STRIPE_SCRIPTS,
      ...tags('scripts'),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...tags('images')],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...STRIPE_API, ...tags('connections')],
    ['frame-src', ...STRIPE_FRAMES],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return serialise(directives);
}

/** The service worker's policy: it fetches what the page loads, Stripe.js included. */
export function serviceWorkerPolicy({ tagManager = false }: { tagManager?: boolean } = {}) {
  const tags = tagManager ? [...TAG_MANAGER.scripts, ...TAG_MANAGER.connections] : [];
  return serialise([
    ['default-src', "'self'"],
    ['connect-src', "'self'", ...STRIPE_SCRIPTS, ...STRIPE_API, ...new Set(tags)],
  ]);
}

/**
 * Powerful features: geolocation (« autour de moi ») for our pages only, payment for our pages
 * and Stripe's frames (wallets in the Payment Element); the rest for nobody.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  `payment=(self ${STRIPE_SCRIPTS.map((origin) => `"${origin}"`).join(' ')})`,
  'camera=()',
  'microphone=()',
  'display-capture=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
].join(', ');

/** HSTS for an https site (one year, this host only), none otherwise. */
export function strictTransportSecurity(siteUrl: string | undefined): string | null {
  return isHttps(siteUrl) ? 'max-age=31536000' : null;
}

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * next.config.ts `headers()`: every answer gets the common headers and the pages' policy; the
 * service worker's script and the /v2 proxy get theirs instead (a later rule wins for a header).
 */
export function securityHeaders(
  env: Record<string, string | undefined> = process.env,
  { tagManager = siteConfig.tagManager.enabled }: { tagManager?: boolean } = {},
): HeaderRule[] {
  const https = isHttps(env.SITE_URL);
  const hsts = strictTransportSecurity(env.SITE_URL);
  const csp = (value: string) => ({ key: 'Content-Security-Policy', value });
  return [
    {
      source: '/:path*',
      headers: [
        csp(pagePolicy({ https, development: env.NODE_ENV === 'development', tagManager })),
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        // No other site's window keeps a handle on ours, nor loads our answers into its pages.
        // Stripe's fields are frames, which COOP leaves alone; no COEP (ADR 21).
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
        ...(hsts ? [{ key: 'Strict-Transport-Security', value: hsts }] : []),
      ],
    },
    { source: '/sw.js', headers: [csp(serviceWorkerPolicy({ tagManager }))] },
    { source: '/v2/:path*', headers: [csp(JSON_POLICY)] },
  ];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types a browser runs (a JSON-LD block, say, is data, not a script). */
const RUNNABLE = /^\s*(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript))\s*$/i;

/**
 * The CSP hash (`'sha256-…'`) of each inline script `html` runs, in order, without repeats.
 * The browser hashes the script's text as parsed: line breaks normalised to `\n`, in UTF-8.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE.test(type)) continue;
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * Past this many hashes the static policy is kept: a reverse proxy refuses answers whose headers
 * outgrow its buffer (nginx: 4 KB by default), and 32 hashes are about 1.8 KB.
 */
export const MAX_SCRIPT_HASHES = 32;

/**
 * `policy` with its script-src's `'unsafe-inline'` replaced by `hashes`; `policy` itself when
 * there is nothing to narrow or too many hashes to send.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length > MAX_SCRIPT_HASHES) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' || !sources.includes("'unsafe-inline'")) return directive.trim();
      return [name, ...sources.flatMap((s) => (s === "'unsafe-inline'" ? hashes : [s]))].join(' ');
    })
    .join('; ');
}
