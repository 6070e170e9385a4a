/**
 * URLs as they may be written to a log (docs/adr/0019-abuse-limits.md): tokens, one-time codes,
 * e-mails, addresses and Stripe's client secret travel in query strings, so every log line that
 * holds a URL writes `redactUrl(url)`. The rule lists what may be shown, not what must be hidden:
 * a parameter added tomorrow is masked until someone decides it is harmless.
 */

const MASKED = '[masqué]';

/** Parameters whose values say nothing about a person or a session. */
const SHOWN = ['page', 'limit', 'tab', 'order', 'redirect_status', '_rsc'];

const shown = new Set(SHOWN);

/**
 * Matches a URL `redactUrl` would change: a query parameter outside `SHOWN` with a value. For
 * logs that can skip a line but not rewrite it (Next's own request log in development).
 */
export const MASKED_QUERY = new RegExp(`[?&](?!(?:${SHOWN.join('|')})=)[^&=#]+=[^&#]`, 'i');

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

function redactParameter(parameter: string): string {
  const eq = parameter.indexOf('=');
  if (eq === -1 || eq === parameter.length - 1) return parameter; // no value to hide
  const name = parameter.slice(0, eq);
  return shown.has(decodedName(name)) ? parameter : `${name}=${MASKED}`;
}

/**
 * `url` (absolute, or a path with its query) with the value of every query parameter outside
 * `SHOWN` replaced by `[masqué]`, names and order kept; a fragment is masked whole.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const fragment = hash === -1 ? '' : hash === url.length - 1 ? '#' : `#${MASKED}`;
  const rest = hash === -1 ? url : url.slice(0, hash);
  const q = rest.indexOf('?');
  if (q === -1) return rest + fragment;
  const query = rest
    .slice(q + 1)
    .split('&')
    .map(redactParameter)
    .join('&');
  return `${rest.slice(0, q)}?${query}${fragment}`;
}
