import type { PrismaService } from '../src/prisma/prisma.service.js';

/** `count` confirmed subscribers `<prefix>1@example.com`…, straight into the database (as many a week of sign-ups would leave). */
export async function seedSubscribers(db: PrismaService, prefix: string, count: number): Promise<string[]> {
  await db.$executeRawUnsafe(
    `INSERT INTO subscribers (id, email, status, requested_at, confirmed_at)
     SELECT gen_random_uuid(), $1 || g || '@example.com', 'confirmed', now(), now() FROM generate_series(1, $2::int) g`,
    prefix,
    count,
  );
  return Array.from({ length: count }, (_, index) => `${prefix}${index + 1}@example.com`);
}
