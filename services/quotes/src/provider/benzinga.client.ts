import type { Day } from '@mc/market-time';
import { parseDailyBars } from './benzinga-bars.parser.js';
import { parseDelayedQuotes } from './benzinga-quote.parser.js';
import type { ProviderBar } from './provider-bar.js';
import type { ProviderQuote } from './provider-quote.js';
import { MAX_SYMBOLS_PER_REQUEST } from './symbol-batches.js';
import { ProviderError } from '@mc/runtime';

export interface BenzingaClientOptions {
  /** e.g. `https://api.benzinga.com`, or the market-data emulator. */
  baseUrl: string;
  apiKey: string;
  /** Per request; 10 s unless said otherwise. */
  timeoutMs?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Benzinga's delayed-quote and daily-bars endpoints: one request, one answer in our terms, or a ProviderError. */
export class BenzingaClient {
  private readonly endpoint: URL;
  private readonly barsEndpoint: URL;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: BenzingaClientOptions) {
    const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.endpoint = new URL('api/v1/quoteDelayed', base);
    this.barsEndpoint = new URL('api/v2/bars', base);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** Quotes of up to 50 symbols; symbols the provider does not know are simply absent. */
  async delayedQuotes(symbols: readonly string[]): Promise<ProviderQuote[]> {
    checkBatch(symbols);
    const url = new URL(this.endpoint);
    url.searchParams.set('symbols', symbols.join(','));
    const text = await this.get(url);
    const requested = new Set(symbols);
    // A provider may add symbols nobody asked for; only the requested ones are ours to store.
    return parseDelayedQuotes(text).filter((quote) => requested.has(quote.symbol));
  }

  /** Daily bars of up to 50 symbols, `from` to `to` inclusive (New York days); unknown symbols are absent. */
  async dailyBars(symbols: readonly string[], from: Day, to: Day): Promise<ProviderBar[]> {
    checkBatch(symbols);
    const url = new URL(this.barsEndpoint);
    url.searchParams.set('symbols', symbols.join(','));
    url.searchParams.set('from', from);
    url.searchParams.set('to', to);
    url.searchParams.set('interval', '1D');
    const requested = new Set(symbols);
    return parseDailyBars(await this.get(url)).filter((bar) => requested.has(bar.symbol) && bar.day >= from && bar.day <= to);
  }

  private async get(url: URL): Promise<string> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await this.fetch(url, {
        headers: { authorization: `token ${this.options.apiKey}`, accept: 'application/json' },
        signal,
      });
      const body = await response.text();
      if (!response.ok) throw new ProviderError('refused', `HTTP ${response.status}: ${body.slice(0, 200)}`);
      return body;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (signal.aborted) throw new ProviderError('timeout', `no complete answer within ${this.timeoutMs} ms`);
      throw new ProviderError('unreachable', (error as Error).message);
    }
  }
}

function checkBatch(symbols: readonly string[]): void {
  if (symbols.length === 0 || symbols.length > MAX_SYMBOLS_PER_REQUEST) {
    throw new RangeError(`ask for 1 to ${MAX_SYMBOLS_PER_REQUEST} symbols, not ${symbols.length}`);
  }
}
