import { Counter, Gauge } from 'prom-client';

export const briefingMetrics = {
  mails: new Counter({
    name: 'newsletter_briefing_mails_total',
    help: 'Briefing deliveries by outcome: sent, retry (a failure to be retried), failed (given up), skipped (unsubscribed meanwhile)',
    labelNames: ['outcome'],
  }),
  // Alert on `newsletter_briefing_next_run_seconds < time()`: a scheduler whose next run is in the
  // past sends nothing and logs nothing (BullMQ issues #3262, #3085).
  nextRun: new Gauge({
    name: 'newsletter_briefing_next_run_seconds',
    help: 'When the weekly briefing scheduler runs next (Unix time)',
  }),
  lastFinished: new Gauge({
    name: 'newsletter_briefing_last_finished_seconds',
    help: 'When the last briefing had every delivery ended (Unix time)',
  }),
};
