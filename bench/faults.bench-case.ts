/**
 * `npm run bench -- --faults-only` (bench/RESULTS.md, "Faults past one machine"): the cluster
 * started once on a database of its own, then one fault after another (bench/faults/). Each says
 * whether it held: no acknowledged order lost, none doubled, pages served.
 */
import { clusterTemplates, machineLine, startBenchCluster } from './cluster-setup';
import { apiDown, PAGES } from './faults/api-down';
import { apiKilled } from './faults/api-killed';
import { postgresRestarted } from './faults/postgres-restart';
import { redisDown } from './faults/redis-down';
import { faultRow, type OrderFault } from './faults/under-load';
import { webhookReplays, type WebhookFault } from './faults/webhook-replays';

export const FAULTS_HEADING = '## Faults past one machine (cluster)';
const PORT = 4950;
const REDIS_DB = 9;

function webhookTable(w: WebhookFault): string[] {
  const outcomes = Object.entries(w.outcomes)
    .map(([k, n]) => `${n} × ${k}`)
    .join(', ');
  return [
    '| events sent at once | answers | outcomes (signed ones) | forged one | `paid` in history | confirmation mails | order | held |',
    '| ---: | --- | --- | ---: | ---: | ---: | --- | --- |',
    `| ${w.sent} (${w.succeededEvents} succeeded, ${w.sent - w.succeededEvents - 1} other types, 1 forged) | ${w.answers.join('; ')} | ${outcomes} | ${w.forgedStatus} | ${w.paidHistory} | ${w.confirmationMails} | ${w.status} | ${w.held ? 'yes' : '**no**'} |`,
  ];
}

function apiDownTable(phases: Awaited<ReturnType<typeof apiDown>>['phases']): string[] {
  return [
    `| phase | ${PAGES.map((p) => `\`${p}\``).join(' | ')} |`,
    `| --- | ${PAGES.map(() => '---').join(' | ')} |`,
    ...phases.map(
      (phase) =>
        `| ${phase.name} | ${PAGES.map((page) =>
          Object.entries(phase.statuses[page] ?? {})
            .map(([status, n]) => `${n} × ${status}`)
            .join(', '),
        ).join(' | ')} |`,
    ),
  ];
}

export async function faultFigures(): Promise<string> {
  const startedWith = machineLine();
  console.log(`Pannes : démarrage du cluster (ports ${PORT}–${PORT + 5}, base comptoir_faults)…`);
  const bench = await startBenchCluster('comptoir_faults', REDIS_DB, PORT);
  const orderFaults: OrderFault[] = [];
  let webhook: WebhookFault | null = null;
  let down: Awaited<ReturnType<typeof apiDown>> | null = null;
  const problems: string[] = [];
  const attempt = async <T>(name: string, work: () => Promise<T>): Promise<T | null> => {
    console.log(`Panne : ${name}…`);
    try {
      return await work();
    } catch (error) {
      problems.push(`${name}: not measured (${error instanceof Error ? error.message : error})`);
      console.error(`Panne « ${name} » non mesurée :`, error);
      return null;
    }
  };
  try {
    const templates = (await clusterTemplates(bench.ctx)) as unknown as Record<string, unknown>[];
    webhook = await attempt('webhook rejoué', () => webhookReplays(bench));
    for (const [name, fault] of [
      ['API tuée', apiKilled],
      ['PostgreSQL redémarré', postgresRestarted],
      ['Redis arrêté', redisDown],
    ] as const) {
      const measured = await attempt(name, () => fault(bench, templates));
      if (measured) orderFaults.push(measured);
    }
    down = await attempt('API arrêtées', () => apiDown(bench));
  } finally {
    await bench.close();
  }
  return [
    FAULTS_HEADING,
    '',
    `\`npm run bench -- --faults-only\` (bench/faults.bench-case.ts, bench/faults/): HAProxy, two storefronts and two`,
    'APIs under PM2 (`startCluster`, ADR 28) over a fresh PostgreSQL database (`comptoir_faults`) and Redis',
    `database ${REDIS_DB}, on loopback ports ${PORT}–${PORT + 5}, the fake Stripe server at ${PORT + 9}. Machine at the start: ${startedWith}.`,
    '',
    '### Orders under a fault',
    '',
    'Retrying diners (bench/retrying-orders.ts) through the API balancer, each order a diner of its own',
    'and retried under its local_id on a network error, 502/503/504 (after Retry-After, else 200 ms) and',
    '429 (after Retry-After) until acknowledged, giving up 30 s after the load. Lost: acknowledged but',
    'not stored under that id, or given up; doubled: a local_id stored twice or acknowledged with two',
    'ids. Latency: first try to acknowledgement, retries included.',
    '',
    '| fault | load | acknowledged | stored | lost | doubled | orders retried | non-200 answers seen by clients (retries included) | p50 / p99 / max ms | held |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    ...orderFaults.map((fault) => `| ${faultRow(fault)} |`),
    '',
    ...orderFaults.flatMap((fault) => [
      ...fault.details.map((d) => `- ${fault.name}: ${d}`),
      ...(fault.check.unacknowledged > 0
        ? [
            `- ${fault.name}: ${fault.check.unacknowledged} orders stored whose acknowledgement no client received`,
          ]
        : []),
      ...fault.result.samples
        .slice(0, 3)
        .map((s) => `- ${fault.name}, sample answer: ${s.replaceAll('|', '/')}`),
    ]),
    '',
    '### The Stripe webhook replayed to both APIs',
    '',
    ...(webhook ? webhookTable(webhook) : ['Not measured.']),
    '',
    '### Both APIs away: the storefront pages through the site balancer',
    '',
    `Each page asked for 4 times per phase; the APIs stopped 63 s before the first phase, so every copy was past its 60 s \`revalidate\`. The storefronts' pages are in Redis (ADR 27), which stayed up.`,
    '',
    ...(down
      ? [...apiDownTable(down.phases), '', `Held: ${down.held ? 'yes' : '**no**'}.`]
      : ['Not measured.']),
    ...(problems.length > 0 ? ['', ...problems.map((p) => `- ${p}`)] : []),
    '',
  ].join('\n');
}
