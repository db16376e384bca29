import { Counter, Gauge } from 'prom-client';

export const refreshMetrics = {
  failures: new Counter({
    name: 'quotes_refresh_failures_total',
    help: 'Refresh attempts that stored nothing (the last good quotes stay), by reason',
    labelNames: ['reason'],
  }),
  duplicates: new Counter({
    name: 'quotes_refresh_duplicates_total',
    help: 'Refresh jobs skipped because another job ran or is running the same refresh',
  }),
  // Alert on `time() - max(quotes_refresh_last_success_seconds) > 2 * interval`: it also catches a
  // scheduler whose next run is stuck in the past, which logs nothing.
  lastSuccess: new Gauge({
    name: 'quotes_refresh_last_success_seconds',
    help: 'When this replica last stored a refresh (Unix time, seconds)',
  }),
};
