import { PrismaPg } from '@prisma/adapter-pg';

/** The driver adapter every service's Prisma client is built with (no native query engine). */
export function pgAdapter(databaseUrl: string, max = 10): PrismaPg {
  return new PrismaPg({ connectionString: databaseUrl, max });
}
