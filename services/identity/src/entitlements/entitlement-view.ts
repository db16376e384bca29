import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { ACCESS_STATUSES, type EntitlementSchema } from '@mc/proto';

/** The columns of a user's `entitlements` row that the authentication answer carries. */
export interface StoredEntitlement {
  status: string;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
}

/** The entitlement as AuthenticateResponse carries it; a user who never subscribed is no subscriber. */
export function entitlementView(stored: StoredEntitlement | null, now = new Date()): MessageInitShape<typeof EntitlementSchema> {
  if (!stored) return { status: '', subscriber: false };
  return {
    status: stored.status,
    currentPeriodEnd: timestampFromDate(stored.currentPeriodEnd),
    trialEnd: stored.trialEnd ? timestampFromDate(stored.trialEnd) : undefined,
    subscriber: ACCESS_STATUSES.has(stored.status) && stored.currentPeriodEnd.getTime() > now.getTime(),
  };
}
