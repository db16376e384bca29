import { sendDecision, type SendDecision, type SendRecord } from '@mc/runtime';

export { isPermanentFailure, SENDING_LEASE_MS } from '@mc/runtime';
export type DeliveryStatus = SendRecord['status'];

export interface DeliveryRow extends SendRecord {
  subscriberStatus: 'pending' | 'confirmed' | 'unsubscribed';
}

export type DeliveryDecision = SendDecision;

/** What a delivery job does with its row (the runtime's resumable-send rules): only a confirmed subscriber is sent to. */
export const deliveryDecision = (row: DeliveryRow | undefined, now: Date): DeliveryDecision =>
  sendDecision(row, row?.subscriberStatus === 'confirmed', now);
