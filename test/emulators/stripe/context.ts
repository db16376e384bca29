import type { Clock } from './clock.js';
import type { EventLog } from './events.js';
import type { EmulatorState } from './state.js';

/** What happens to a subscription whose failed invoice has used up every payment retry. */
export type ExhaustedRetriesAction = 'canceled' | 'unpaid';

/** Everything the resources and the billing engine share: the store, the clock and the event log. */
export interface EmulatorContext {
  readonly state: EmulatorState;
  readonly clock: Clock;
  readonly events: EventLog;
  /** The emulator's own origin, for hosted pages (`http://127.0.0.1:12111`). */
  readonly baseUrl: () => string;
  readonly exhaustedRetries: ExhaustedRetriesAction;
}
