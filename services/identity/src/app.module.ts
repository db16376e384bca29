import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@mc/runtime';
import { EntitlementsConsumer } from './entitlements/entitlements.consumer.js';
import { EntitlementsModule } from './entitlements/entitlements.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { PrismaService } from './prisma/prisma.service.js';
import { TokensModule } from './tokens/tokens.module.js';
import { UsersModule } from './users/users.module.js';

const core = ServiceCoreModule.forRoot({ prisma: PrismaService, consumers: [EntitlementsConsumer] });

/** identity: accounts, API tokens and password resets with Djoser's semantics, each user's entitlement and preferences. */
@Module({ imports: [core, UsersModule, TokensModule, PasswordResetModule, EntitlementsModule, PreferencesModule] })
export class AppModule {}
