import type { JsonObject } from '@bufbuild/protobuf';
import { SERVICE_UNAVAILABLE_BODY } from '@mc/runtime';

/** The `problem` branch of a reply's `outcome`: the bff answers with this status and body as they are. */
export const problem = (status: number, body: JsonObject) => ({ outcome: { case: 'problem' as const, value: { status, body } } });

export const success = <T>(value: T) => ({ outcome: { case: 'success' as const, value } });

/** The spec's billing error shape, `{"error": "…"}`. */
export const billingError = (status: number, message: string) => problem(status, { error: message });

/** 503 `{"detail": "Service temporarily unavailable."}`: Stripe out of reach, or billing too busy to answer in time. */
export const unavailable = () => problem(503, { ...SERVICE_UNAVAILABLE_BODY });

export type Problem = ReturnType<typeof problem>;
