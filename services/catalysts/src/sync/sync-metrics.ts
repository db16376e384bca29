import { Counter, Gauge } from 'prom-client';

/** Seconds since each calendar's last successful sync, read from the database at scrape time. */
type LagSource = () => Promise<Map<string, number>>;
let lagSource: LagSource | undefined;

/** Called once by the sync module: the lag gauge reads the sync state through it. */
export function reportLagFrom(source: LagSource): void {
  lagSource = source;
}

export const syncMetrics = {
  failures: new Counter({
    name: 'catalysts_sync_failures_total',
    help: 'Calendar syncs that stored nothing (the last good data stays), by calendar and reason',
    labelNames: ['calendar', 'reason'],
  }),
  skipped: new Counter({
    name: 'catalysts_sync_skipped_total',
    help: 'Sync jobs skipped because another sync of the same calendar held it',
    labelNames: ['calendar'],
  }),
  changes: new Counter({
    name: 'catalysts_sync_changes_total',
    help: 'Catalysts added, changed or removed by syncs, by calendar and kind',
    labelNames: ['calendar', 'kind'],
  }),
  /**
   * Set at every scrape from the sync state (so any replica reports every calendar): alert on
   * `catalysts_sync_lag_seconds > 2 * CATALYSTS_SYNC_MS / 1000`, which also catches a scheduler
   * whose next run is stuck in the past.
   */
  lag: new Gauge({
    name: 'catalysts_sync_lag_seconds',
    help: 'Seconds since the last successful sync of each calendar (before the first, since this replica started)',
    labelNames: ['calendar'],
    async collect() {
      const lags = await lagSource?.().catch(() => undefined);
      if (!lags) return;
      this.reset();
      for (const [calendar, seconds] of lags) this.set({ calendar }, seconds);
    },
  }),
};
