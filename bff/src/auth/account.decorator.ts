import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { accountOf } from './signed-in-account.js';

export type { SignedInAccount } from './signed-in-account.js';

/**
 * The account the guard authenticated: always set on a `@SignedIn()` route, `undefined` on a
 * `@MaybeSignedIn()` route called without a token.
 */
export const Account = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  accountOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
