/**
 * HAProxy in front of the cluster (docs/adr/0028-a-cluster-of-haproxy-pm2-and-two-of-each.md):
 * the configuration of one run, written from its ports, and the page cache of the site balancer
 * (docs/adr/0029-a-one-second-page-cache-in-the-balancer.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ClusterPorts } from './instances';

/** Headers of a request the site balancer's page cache lets pass (ADR 29): a storefront answers. */
export const PAST_PAGE_CACHE = { 'cache-control': 'no-cache' } as const;

/**
 * HAProxy's configuration. Both balancers check their servers every second (`/health` of the API,
 * `/healthz` of the storefront: it answers without the API, so a storefront serving its last good
 * pages stays in). A request that found its server dead (connection refused, closed without an
 * answer) is sent once more to the other: safe for an order too, which is deduplicated by its
 * `local_id` (ADR 7). The public side appends the diner's address to `X-Forwarded-For`, which the
 * storefronts read with TRUSTED_PROXY_HOPS=1; the internal one passes headers as they are.
 * Compression stays with the storefronts (Brotli, ADR 15): HAProxy compresses nothing. The public
 * side keeps each prerendered page up to a second, one copy per encoding (ADR 29); the internal
 * one keeps nothing. A stream of events (docs/adr/0043) passes as it comes (HAProxy forwards an
 * answer's chunks as they arrive), never cached; its 15 s pings keep it inside the 30 s idle
 * timeouts, so a stream whose other end vanished is cut within 30 s.
 */
export function haproxyConfig(ports: ClusterPorts): string {
  const servers = (prefix: string, list: number[], check: string) =>
    list
      .map(
        (port, i) =>
          `  server ${prefix}-${i + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 1${check}`,
      )
      .join('\n');
  return `# Written by ops/cluster/haproxy.ts for one run of the cluster: edit that file instead.
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  # Idle timeouts: twice a stream's 15 s ping (docs/contract.md#streams).
  timeout client 30s
  timeout server 30s
  # An upgraded connection (none is served today) is bounded too, never left to the idle ones.
  timeout tunnel 1h
  timeout http-request 10s
  timeout queue 5s
  retries 1
  option redispatch 1
  # A request whose server died under it goes to the other server once: an order is deduplicated
  # by its local_id (ADR 7), every other call is a read or deduplicated the same way.
  retry-on conn-failure empty-response response-timeout
  option http-buffer-request
  # Each event of a stream sent at once: without it HAProxy sends with MSG_MORE and the kernel
  # holds a lone event up to 200 ms per hop (bench/RESULTS.md, "Live: from the kitchen to the diner").
  option http-no-delay

frontend site
  bind 127.0.0.1:${ports.site}
  # The diner's address, appended for the storefronts (TRUSTED_PROXY_HOPS=1).
  option forwardfor
  default_backend storefronts

backend storefronts
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  # A page as a browser first asks for it, kept up to a second (ADR 29). Never a client router's
  # request (its RSC payload varies by Next's router headers), never a /v2 call (the API's).
  acl router_request req.hdr(rsc) -m found
  acl router_request req.hdr(next-router-state-tree) -m found
  acl router_request req.hdr(next-router-prefetch) -m found
  acl router_request req.hdr(next-router-segment-prefetch) -m found
  acl router_request url_param(_rsc) -m found
  http-request set-var(txn.page) bool(true) if METH_GET !router_request !{ path_beg /v2/ /fr/v2/ }
  http-request cache-use pages if { var(txn.page) -m bool }
  # Only what Next prerendered for a shared cache (s-maxage), whose Vary is Next's router headers
  # (and the encoding): an image (Vary: Accept), a built file, anything else passes by.
  acl shared_page res.fhdr(cache-control) -m reg -i '(^|,) *s-maxage=[1-9]'
  acl router_vary res.fhdr(vary) -m reg -i '^rsc, *next-router-state-tree, *next-router-prefetch, *next-router-segment-prefetch(, *accept-encoding)?$'
  acl sets_cookie res.hdr(set-cookie) -m found
  acl event_stream res.hdr(content-type) -m beg text/event-stream
  http-response set-var(txn.keep) bool(true) if { var(txn.page) -m bool } shared_page router_vary !sets_cookie !event_stream
  # Such a request carries none of the router headers: what is left to vary by is the encoding,
  # the one request header HAProxy's cache can vary by.
  http-response set-header vary Accept-Encoding if { var(txn.keep) -m bool }
  http-response cache-store pages if { var(txn.keep) -m bool }
  http-after-response set-header x-cache HIT if { res.cache_hit }
${servers('web', ports.webs, '')}

# Prerendered pages, up to a second (max-age counts whole seconds): a revalidation reaches
# diners within that second (ADR 29). One copy per encoding.
cache pages
  total-max-size 64
  max-object-size 4194304
  max-age 1
  process-vary on
  max-secondary-entries 4

frontend api
  bind 127.0.0.1:${ports.api}
  default_backend apis

backend apis
  balance leastconn
  option httpchk GET /health
  http-check expect status 200
${servers('api', ports.apis, '')}
`;
}

/** HAProxy's binary: on the PATH, or where Debian's package puts it. */
export function haproxyBinary(): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'haproxy')),
    '/usr/sbin/haproxy',
    '/usr/local/sbin/haproxy',
  ];
  return candidates.find((file) => file && existsSync(file)) ?? null;
}

/** Writes the configuration into `file` and has HAProxy check it; throws what HAProxy refused. */
export function writeHaproxyConfig(haproxy: string, file: string, ports: ClusterPorts): void {
  writeFileSync(file, haproxyConfig(ports));
  const check = spawnSync(haproxy, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`Configuration HAProxy refusée :\n${check.stderr}`);
}
