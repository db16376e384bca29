import type { KeyKind } from './api.js';

export interface RequestCountsView {
  /** Every `/v1` request, whatever its key or answer. */
  total: number;
  /** Requests made with a secret key: what a server (the billing service) asked. */
  secret_key: number;
  /** Per `METHOD /route/:pattern` (or the raw path when no route matched). */
  by_route: Record<string, number>;
}

/**
 * How many API requests the emulator answered. Stripe limits an account to 100 requests a second
 * in live mode (25 per endpoint by default), so tests and the benchmark count what a page view or
 * a burst of webhooks costs.
 */
export class RequestCounts {
  private total = 0;
  private secretKey = 0;
  private readonly byRoute = new Map<string, number>();

  record(route: string, keyKind: KeyKind | undefined): void {
    this.total += 1;
    if (keyKind === 'secret') this.secretKey += 1;
    this.byRoute.set(route, (this.byRoute.get(route) ?? 0) + 1);
  }

  view(): RequestCountsView {
    return { total: this.total, secret_key: this.secretKey, by_route: Object.fromEntries(this.byRoute) };
  }

  reset(): void {
    this.total = 0;
    this.secretKey = 0;
    this.byRoute.clear();
  }
}
