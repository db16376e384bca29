import type { Security } from '@mc/proto';

/** A listing as FDA companies and conferences answer it. */
export const securityJson = (security: Security) => ({ symbol: security.symbol, exchange: security.exchange ?? null });
