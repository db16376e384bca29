import { Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { loginName } from '../accounts/login-name.js';
import { ProblemException } from '../http/outcome.js';
import { LoginBackoff, type LoginOutcome } from './login-backoff.js';

/**
 * The sign-in route's back-off, declared on the route (`@SignInBackoff()`): refused with DRF's 429
 * while backing off, else counted, and settled once the handler has answered. Identity's refusal
 * of the credentials or form (its 400) is the client's failure; an answer is a success; anything
 * else (identity away or late) decides nothing.
 */
@Injectable()
export class LoginBackoffInterceptor implements NestInterceptor {
  constructor(private readonly backoff: LoginBackoff) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const attempt = await this.backoff.begin(request.ip, loginName(request.body));
    return from(
      (async () => {
        let outcome: LoginOutcome = 'not-decided';
        try {
          const answer: unknown = await lastValueFrom(next.handle());
          outcome = 'success';
          return answer;
        } catch (error) {
          if (error instanceof ProblemException && error.getStatus() === 400) outcome = 'failure';
          throw error;
        } finally {
          await attempt.settle(outcome);
        }
      })(),
    );
  }
}

export const SignInBackoff = () => UseInterceptors(LoginBackoffInterceptor);
