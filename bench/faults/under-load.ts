/**
 * A fault under an order load: retrying diners (bench/retrying-orders.ts) through the API
 * balancer while `fault` runs, then the count check against the database. Shared by the faults
 * that are about orders (an API killed, PostgreSQL restarted, Redis down).
 */
import type { BenchCluster } from '../cluster-setup';
import {
  checkOrders,
  errorsText,
  latencyText,
  runRetryingOrders,
  type OrderCheck,
  type RetryingResult,
} from '../retrying-orders';

export interface OrderFault {
  name: string;
  load: string;
  check: OrderCheck;
  result: RetryingResult;
  /** What the fault itself measured (restart time, pages served…), one sentence each. */
  details: string[];
}

export interface LoadShape {
  clients: number;
  seconds: number;
  firstDiner: number;
}

export async function underLoad(
  bench: BenchCluster,
  templates: Record<string, unknown>[],
  shape: LoadShape,
  fault: () => Promise<string[]>,
): Promise<Omit<OrderFault, 'name'>> {
  const { cluster, database } = bench;
  // Orders are stamped by the APIs' clock, this machine's: those of this load are from now on.
  const since = new Date();
  const loading = runRetryingOrders({
    url: `${cluster.apiUrl}/v2/public/checkout/`,
    templates,
    proxySecret: cluster.secrets.PROXY_SECRET,
    ...shape,
  });
  const details = await fault();
  const result = await loading;
  return {
    load: `${shape.clients} clients, ${shape.seconds} s`,
    check: await checkOrders(database.db, result, since),
    result,
    details,
  };
}

/** The faults table's row. */
export function faultRow({ name, load, check, result }: OrderFault): string {
  const held = check.lost === 0 && check.doubled === 0 && result.givenUp === 0;
  return [
    name,
    load,
    check.acknowledged.toLocaleString('en-US'),
    check.stored.toLocaleString('en-US'),
    String(check.lost + result.givenUp),
    String(check.doubled),
    String(result.retried),
    errorsText(result.errors),
    latencyText(result),
    held ? 'yes' : '**no**',
  ].join(' | ');
}
