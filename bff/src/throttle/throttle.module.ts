import { Global, Module } from '@nestjs/common';
import { LoginBackoff } from './login-backoff.js';
import { LoginBackoffInterceptor } from './login-backoff.interceptor.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimits } from './rate-limits.js';

/**
 * The bff's rate limits, one instance each on the one Redis client: routes declare theirs with
 * `@RateLimit(scope)` and sign-in its back-off with `@SignInBackoff()`. Global, so that every
 * feature module's routes can declare one without importing anything.
 */
@Global()
@Module({
  providers: [RateLimits, RateLimitGuard, LoginBackoff, LoginBackoffInterceptor],
  exports: [RateLimits, RateLimitGuard, LoginBackoff, LoginBackoffInterceptor],
})
export class ThrottleModule {}
