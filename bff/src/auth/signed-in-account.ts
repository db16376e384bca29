import type { FastifyRequest } from 'fastify';

/** The account a request was authenticated as, as the bff's handlers read it. */
export interface SignedInAccount {
  userId: number;
  username: string;
  email: string;
  /** Trialing or active and within the paid period, as identity's entitlement says. */
  subscriber: boolean;
}

/**
 * What the auth guard found for a request. A missing entry means no guard ran, which `@Account()`
 * refuses loudly: a route that reads the account must say whether it needs one.
 */
const found = new WeakMap<FastifyRequest, { account: SignedInAccount | undefined }>();

export function rememberAccount(request: FastifyRequest, account: SignedInAccount | undefined): void {
  found.set(request, { account });
}

export function accountOf(request: FastifyRequest): SignedInAccount | undefined {
  const entry = found.get(request);
  if (!entry) throw new Error(`${request.method} ${request.url} reads @Account() without @SignedIn() or @MaybeSignedIn()`);
  return entry.account;
}
