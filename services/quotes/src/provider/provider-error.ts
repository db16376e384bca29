/** Why one provider request gave no quotes; also the `reason` label of the failure metric. */
export type ProviderFailureReason = 'timeout' | 'unreachable' | 'refused' | 'malformed';

/** One provider request failed: the refresh keeps the last good quotes and tries again later. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly reason: ProviderFailureReason,
    message: string,
  ) {
    super(message);
  }
}

/** The provider answered, but not with delayed quotes in either of Benzinga's shapes. */
export const malformed = (message: string) => new ProviderError('malformed', message);
