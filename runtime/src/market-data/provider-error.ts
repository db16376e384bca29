/** Why a market-data provider request gave nothing usable; also the `reason` label of the failure metrics. */
export type ProviderFailureReason = 'timeout' | 'unreachable' | 'refused' | 'malformed';

/**
 * A request to the market-data provider (quotes' delayed quotes, catalysts' calendars) failed or
 * answered nonsense: the caller stores nothing, keeps its last good data and tries again later.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly reason: ProviderFailureReason,
    message: string,
  ) {
    super(message);
  }
}

/** The provider answered, but not in any shape we know. */
export const malformed = (message: string) => new ProviderError('malformed', message);
