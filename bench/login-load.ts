/**
 * The load of the login benchmark: one loop per client, each logging in again and again as its
 * own diner (`POST /v2/public/auth/login/`) for a fixed time over kept-alive connections, every
 * answer checked (a 200 with a token). Latencies count the logins started after the warm-up. It
 * runs in its own process (bench/login-clients.ts); options and result cross the pipe as JSON.
 */
import { z } from 'zod';
import { sessionResponseSchema } from '@/lib/api/auth';
import { errorBodySchema } from '@/lib/api/schemas';
import { poster } from './order-load';

export const loginLoadOptionsSchema = z.object({
  url: z.url(),
  /** One JSON body `{ email, password }` per client. */
  bodies: z.array(z.string()).min(1),
  seconds: z.number().positive(),
  warmUpSeconds: z.number().nonnegative(),
});
export type LoginLoadOptions = z.infer<typeof loginLoadOptionsSchema>;

export const loginLoadResultSchema = z.object({
  /** Milliseconds of the successful logins of the measured window, sorted. */
  latencies: z.array(z.number()),
  /** Successful logins of the measured window, per second. */
  perSecond: z.number(),
  /** Answers other than a 200 with a session, and network errors, by status ("network"). */
  failures: z.record(z.string(), z.number()),
  /** The first few failure messages, to show why. */
  samples: z.array(z.string()),
});
export type LoginLoadResult = z.infer<typeof loginLoadResultSchema>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function runLoginLoad(options: LoginLoadOptions): Promise<LoginLoadResult> {
  const send = poster(options.url);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const samples: string[] = [];
  const measureFrom = performance.now() + options.warmUpSeconds * 1000;
  const end = measureFrom + options.seconds * 1000;

  function fail(kind: string, message: string) {
    failures[kind] = (failures[kind] ?? 0) + 1;
    if (samples.length < 5) samples.push(`${kind}: ${message}`);
  }

  async function client(body: string) {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        const res = await send(body);
        const ms = performance.now() - start;
        const json = parseJson(res.text);
        if (res.ok && sessionResponseSchema.safeParse(json).success) {
          if (start >= measureFrom) latencies.push(ms);
          continue;
        }
        const error = errorBodySchema.safeParse(json);
        fail(String(res.status), error.success ? error.data.data.message : res.text.slice(0, 200));
      } catch (error) {
        fail('network', error instanceof Error ? error.message : String(error));
      }
    }
  }

  await Promise.all(options.bodies.map(client));
  return {
    latencies: latencies.sort((a, b) => a - b),
    perSecond: latencies.length / options.seconds,
    failures,
    samples,
  };
}
