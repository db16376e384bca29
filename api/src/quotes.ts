// The ticker tape's answer (spec §3 "Delayed quote", §7) as the bff sends it and the web reads it.
// Types only, import-free.

/** One quote of `GET /api/benzingadelayedquotes/`, which answers a list of them in tape order. */
export interface DelayedQuote {
  symbol: string;
  name: string;
  last: number;
  change: number;
  change_percent: number;
}
