import type { Tx } from '../prisma/prisma.service.js';

/**
 * Claims `key` (`invoice-paid:<invoice>`, `welcome:<subscription>`) in the caller's transaction:
 * true the first time only, so what the caller then records or sends happens once, however many
 * webhooks, retries and replicas store the same change. A concurrent claim waits for this
 * transaction and then finds the key taken.
 */
export async function firstTime(tx: Tx, key: string): Promise<boolean> {
  const { count } = await tx.notice.createMany({ data: [{ key }], skipDuplicates: true });
  return count === 1;
}
