import { Global, Module } from '@nestjs/common';
import { AccountChangeFeed } from './account-change-feed.js';
import { Authenticator, tokenCacheProvider } from './authenticator.js';

/**
 * Who is signed in: identity's answers, remembered per replica until identity says they changed.
 * Global, so that the auth guard works on every feature module's routes.
 */
@Global()
@Module({
  providers: [tokenCacheProvider, Authenticator, AccountChangeFeed],
  exports: [Authenticator],
})
export class AuthModule {}
