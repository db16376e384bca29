import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { BffRedis } from '../clients/bff-redis.js';
import { BFF_ENV, type BffEnv } from '../config/env.js';

/** The older sign-up's registration cookie: sent back only to `POST /subscribe/`. */
export const SIGNUP_COOKIE = 'mc_signup';
const COOKIE_PATH = '/subscribe/';

/** Takes the ticket (so it serves once) and says for how long it had still been valid. */
const CLAIM = `
local user = redis.call('GET', KEYS[1])
if not user then return false end
local ttl = redis.call('PTTL', KEYS[1])
redis.call('DEL', KEYS[1])
return { user, ttl }`;

/** A ticket taken by `claim`: `restore` gives it back when the sign-up did not go through (a declined card). */
export interface ClaimedTicket {
  userId: number;
  restore(): Promise<void>;
}

/**
 * Binds the older sign-up's `POST /subscribe/ {userId}` (no token) to the browser that created
 * that account (issue 12 §5): `POST /auth/users/` sets a random, short-lived, HttpOnly,
 * SameSite=Strict cookie limited to `/subscribe/`, kept in Redis (hashed) with the new user id;
 * `/subscribe/` takes it, once. Nobody else can name the account and have it accepted.
 */
@Injectable()
export class SignupTickets {
  private readonly logger = new Logger(SignupTickets.name);
  private readonly redis: Redis;
  private readonly keyPrefix: string;
  private readonly ttlSeconds: number;

  constructor(@Inject(BFF_ENV) config: BffEnv, redis: BffRedis) {
    this.redis = redis.client;
    this.keyPrefix = `${redis.keyPrefix}signup-ticket:`;
    this.ttlSeconds = config.SIGNUP_COOKIE_TTL_SECONDS;
  }

  /** Sets the cookie on the registration's answer. Without Redis the account is still created; only the older sign-up's next step will ask to log in. */
  async issue(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const ticket = randomBytes(32).toString('base64url');
    try {
      await this.redis.set(this.key(ticket), String(userId), 'EX', this.ttlSeconds);
    } catch (error) {
      this.logger.warn(`no registration cookie for user ${userId}, Redis unavailable: ${(error as Error).message}`);
      return;
    }
    reply.header('Set-Cookie', cookie(request, ticket, this.ttlSeconds));
  }

  /** The ticket the request's cookie holds, taken so that no other request can use it; undefined if none is valid. */
  async claim(request: FastifyRequest): Promise<ClaimedTicket | undefined> {
    const ticket = readCookie(request.headers.cookie, SIGNUP_COOKIE);
    if (!ticket) return undefined;
    const key = this.key(ticket);
    let claimed: [string, number] | null;
    try {
      claimed = (await this.redis.eval(CLAIM, 1, key)) as [string, number] | null;
    } catch (error) {
      this.logger.warn(`registration cookie not checked, Redis unavailable: ${(error as Error).message}`);
      return undefined;
    }
    if (!claimed) return undefined;
    const [userId, ttlMs] = claimed;
    return {
      userId: Number(userId),
      restore: async () => {
        await this.redis.set(key, userId, 'PX', Math.max(1, ttlMs)).catch((error: Error) => {
          this.logger.warn(`registration cookie of user ${userId} not restored: ${error.message}`);
        });
      },
    };
  }

  /** Tells the browser to drop the cookie (after the sign-up went through). */
  forget(request: FastifyRequest, reply: FastifyReply): void {
    reply.header('Set-Cookie', cookie(request, '', 0));
  }

  private key(ticket: string) {
    return `${this.keyPrefix}${createHash('sha256').update(ticket).digest('hex')}`;
  }
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  // Secure whenever the browser reached us over HTTPS (behind the ingress: X-Forwarded-Proto, with TRUST_PROXY).
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SIGNUP_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** One cookie's value from a `Cookie` header (RFC 6265 `name=value; name=value`). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}
