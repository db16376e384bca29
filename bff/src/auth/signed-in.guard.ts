import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { Authenticator } from './authenticator.js';
import { rememberAccount } from './signed-in-account.js';

const ACCOUNT_REQUIRED = Symbol('account-required');

/**
 * DRF's TokenAuthentication through identity (remembered for a while: see Authenticator). A route
 * that needs an account gets identity's 401 (DRF body, `WWW-Authenticate: Token` added by
 * ApiExceptionFilter) without a valid token; an open route authenticates only when a header is
 * sent, and a bad one is still a 401.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const required = this.reflector.getAllAndOverride<boolean>(ACCOUNT_REQUIRED, [context.getHandler(), context.getClass()]);
    const authorization = request.headers.authorization ?? '';
    const account = required || authorization ? (await this.authenticator.authenticate(authorization)).account : undefined;
    rememberAccount(request, account);
    return true;
  }
}

/** The route needs a signed-in user: identity's 401 otherwise. */
export const SignedIn = () => applyDecorators(SetMetadata(ACCOUNT_REQUIRED, true), UseGuards(SignedInGuard));

/** An open route that still knows who is signed in when a token is sent (a bad token is a 401). */
export const MaybeSignedIn = () => applyDecorators(SetMetadata(ACCOUNT_REQUIRED, false), UseGuards(SignedInGuard));
