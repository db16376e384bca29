import type { Clock } from './clock.js';
import type { EventLog } from './events.js';
import type { EmulatorState } from './state.js';

/**
 * What happens to a subscription whose failed invoice has used up every payment retry (the
 * account's setting at Stripe): canceled, marked unpaid, or left past_due.
 */
export type ExhaustedRetriesAction = 'canceled' | 'unpaid' | 'past_due';

/**
 * Days after a renewal's first failed attempt when the emulator tries again: a stand-in for Stripe's
 * Smart Retries at their recommended setting (8 attempts within 2 weeks), whose real times are chosen
 * per payment by a model.
 */
export const SMART_RETRY_DAYS: readonly number[] = [1, 3, 5, 7, 9, 11, 14];

/** Everything the resources and the billing engine share: the store, the clock and the event log. */
export interface EmulatorContext {
  readonly state: EmulatorState;
  readonly clock: Clock;
  readonly events: EventLog;
  /** The emulator's own origin, for hosted pages (`http://127.0.0.1:12111`). */
  readonly baseUrl: () => string;
  readonly exhaustedRetries: ExhaustedRetriesAction;
  /** When failed renewals are tried again, in days after the first attempt (SMART_RETRY_DAYS by default). */
  readonly retryDays: readonly number[];
}
