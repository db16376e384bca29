import { IdentityService } from '@mc/proto';
import type { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from './outcome.js';

export interface SignedInAccount {
  userId: number;
  username: string;
  email: string;
}

/** DRF's TokenAuthentication through identity: the account, or identity's 401 thrown as the answer. */
export async function authenticatedAccount(services: ServiceClients, authorization: string): Promise<SignedInAccount> {
  const user = unwrap((await services.identity.call(IdentityService.method.authenticate, { authorization })).outcome);
  return { userId: user.id, username: user.username, email: user.email };
}

/** For endpoints open to visitors: the account when a token is sent (a bad one is still a 401). */
export async function optionalAccount(services: ServiceClients, authorization: string): Promise<SignedInAccount | undefined> {
  return authorization ? authenticatedAccount(services, authorization) : undefined;
}
