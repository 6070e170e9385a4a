/**
 * nginx serving one saved HTML file, the yardstick for the storefront's ISR rate: started by the
 * bench with a configuration of its own under `.tmp/` (`-p` prefix, `daemon off`, a loopback
 * port), compression off as wrk asks for none (the storefront then sends no compression either),
 * two workers as there are two storefronts, access log off. Stopped by `stop()`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { killGroup, waitForUrl } from '../ops/processes';

export async function startNginx(dir: string, port: number, files: Record<string, string>) {
  const prefix = path.resolve(dir);
  mkdirSync(path.join(prefix, 'html'), { recursive: true });
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const locations = Object.entries(files).map(([route, html], i) => {
    writeFileSync(path.join(prefix, 'html', `page-${i}.html`), html);
    return `    location = ${route} { default_type text/html; try_files /page-${i}.html =404; }`;
  });
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `# Written by bench/nginx.ts for one run of the cluster benchmark.
worker_processes 2;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  gzip off;
  client_body_temp_path ${prefix}/tmp-body;
  proxy_temp_path ${prefix}/tmp-proxy;
  fastcgi_temp_path ${prefix}/tmp-fastcgi;
  uwsgi_temp_path ${prefix}/tmp-uwsgi;
  scgi_temp_path ${prefix}/tmp-scgi;
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/html;
${locations.join('\n')}
  }
}
`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', config], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => killGroup(nginx);
  try {
    await waitForUrl(`http://127.0.0.1:${port}${Object.keys(files)[0]}`, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
