import type { Day } from '@mc/market-time';

/** One regular session of one symbol as the provider's daily bars give it. */
export interface ProviderBar {
  symbol: string;
  /** The New York trading day. */
  day: Day;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}
