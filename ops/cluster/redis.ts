/** The Redis the cluster's instances share (docs/adr/0026-limits-shared-in-redis.md, ADR 27). */

/** Whether Redis answers at `redisUrl` (a PING over a plain socket, 2 s at most). */
export async function redisAnswers(redisUrl: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
