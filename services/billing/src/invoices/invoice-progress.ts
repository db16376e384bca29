/**
 * How far along its life an invoice is: draft → open → paid, void or uncollectible (which can
 * still be paid or voided). Stripe never moves one back, so a read that arrives late and shows an
 * earlier state is older news, not a change.
 */
const STAGE: Record<string, number> = { draft: 0, open: 1, uncollectible: 2, paid: 3, void: 3 };

export interface InvoiceState {
  status: string;
  attemptCount: number;
}

export function isNewer(read: InvoiceState, stored: InvoiceState): boolean {
  const readStage = STAGE[read.status] ?? 0;
  const storedStage = STAGE[stored.status] ?? 0;
  if (readStage !== storedStage) return readStage > storedStage;
  return read.attemptCount >= stored.attemptCount;
}
