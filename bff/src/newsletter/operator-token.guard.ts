import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpException, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BFF_ENV, type BffEnv } from '../config/env.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time: both sides are hashed first, so neither length nor content shows in the timing. */
export function sameToken(given: string, expected: string): boolean {
  return expected !== '' && timingSafeEqual(digest(given), digest(expected));
}

/**
 * Operator routes: `Authorization: Bearer <NEWSLETTER_OPERATOR_TOKEN>`. No credentials is a 401
 * (with `WWW-Authenticate`), wrong ones or a bff without a token configured a 403, in DRF's words.
 */
@Injectable()
export class OperatorTokenGuard implements CanActivate {
  constructor(@Inject(BFF_ENV) private readonly config: BffEnv) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const header = http.getRequest<FastifyRequest>().headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) {
      http.getResponse<FastifyReply>().header('WWW-Authenticate', 'Bearer realm="operator"');
      throw new HttpException({ detail: 'Authentication credentials were not provided.' }, 401);
    }
    if (!sameToken(match[1], this.config.NEWSLETTER_OPERATOR_TOKEN))
      throw new HttpException({ detail: 'You do not have permission to perform this action.' }, 403);
    return true;
  }
}
