import { Redis } from 'ioredis';

/** Deletes a test's Redis keys (BullMQ's included): only those under its own `prefix`, never the product's. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}:*`, count: 500 })) keys.push(...(batch as string[]));
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
