import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IdentityService } from '@mc/proto';
import type { FastifyRequest } from 'fastify';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { rememberAccount, type SignedInAccount } from './signed-in-account.js';

const ACCOUNT_REQUIRED = Symbol('account-required');

/**
 * DRF's TokenAuthentication through identity. A route that needs an account gets identity's
 * 401 (DRF body, `WWW-Authenticate: Token` added by ApiExceptionFilter) without a valid token;
 * an open route authenticates only when a header is sent, and a bad one is still a 401.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly services: ServiceClients,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const required = this.reflector.getAllAndOverride<boolean>(ACCOUNT_REQUIRED, [context.getHandler(), context.getClass()]);
    const authorization = request.headers.authorization ?? '';
    rememberAccount(request, required || authorization ? await this.authenticate(authorization) : undefined);
    return true;
  }

  private async authenticate(authorization: string): Promise<SignedInAccount> {
    const { outcome, entitlement } = await this.services.identity.call(IdentityService.method.authenticate, { authorization });
    const user = unwrap(outcome);
    return { userId: user.id, username: user.username, email: user.email, subscriber: entitlement?.subscriber ?? false };
  }
}

/** The route needs a signed-in user: identity's 401 otherwise. */
export const SignedIn = () => applyDecorators(SetMetadata(ACCOUNT_REQUIRED, true), UseGuards(SignedInGuard));

/** An open route that still knows who is signed in when a token is sent (a bad token is a 401). */
export const MaybeSignedIn = () => applyDecorators(SetMetadata(ACCOUNT_REQUIRED, false), UseGuards(SignedInGuard));
