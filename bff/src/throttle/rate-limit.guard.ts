import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RateLimits, type ThrottleScope } from './rate-limits.js';

interface DeclaredLimit {
  readonly scope: ThrottleScope;
  /** The body field that names the account the scope also counts per (an email). */
  readonly accountField?: string;
  /** The path parameter that names what the scope also counts per (a feed token: counted by its hash, never stored). */
  readonly accountParam?: string;
}

const RATE_LIMIT = Symbol('rate limit');

/**
 * A route's rate limit, in one line: `@RateLimit('reset', { accountField: 'email' })`. Counted
 * before the body is read, as DRF's throttles run before its serializers: a refused client costs
 * nothing more.
 */
export const RateLimit = (scope: ThrottleScope, options: { accountField?: string; accountParam?: string } = {}) =>
  applyDecorators(SetMetadata(RATE_LIMIT, { scope, ...options } satisfies DeclaredLimit), UseGuards(RateLimitGuard));

/** Applies the route's @RateLimit: DRF's 429 with Retry-After when used up. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const declared = this.reflector.get<DeclaredLimit | undefined>(RATE_LIMIT, context.getHandler());
    if (!declared) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const account = declared.accountParam
      ? hashed(textField(request.params, declared.accountParam))
      : declared.accountField && textField(request.body, declared.accountField);
    await this.limits.check(declared.scope, request.ip, account);
    return true;
  }
}

const hashed = (value: string | undefined) => value && createHash('sha256').update(value).digest('base64url');

/** A text field of an object body, else undefined (the route's own validation answers for the rest). */
function textField(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}
