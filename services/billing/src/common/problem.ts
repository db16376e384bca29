import type { JsonObject } from '@bufbuild/protobuf';

/** The `problem` branch of a reply's `outcome`: the bff answers with this status and body as they are. */
export const problem = (status: number, body: JsonObject) => ({ outcome: { case: 'problem' as const, value: { status, body } } });

export const success = <T>(value: T) => ({ outcome: { case: 'success' as const, value } });

/** The spec's billing error shape, `{"error": "…"}`. */
export const billingError = (status: number, message: string) => problem(status, { error: message });

export type Problem = ReturnType<typeof problem>;
