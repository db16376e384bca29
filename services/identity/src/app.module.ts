import { Module, type DynamicModule } from '@nestjs/common';
import { databaseReadiness, HealthController, READINESS_CHECKS } from '@mc/runtime';
import { IDENTITY_ENV, type IdentityEnv } from './config/env.js';
import { IdentityEventBus } from './events/event-bus.provider.js';
import { mailerProvider } from './mail/mail.provider.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { PrismaService } from './prisma/prisma.service.js';
import { TokensController } from './tokens/tokens.controller.js';
import { TokensService } from './tokens/tokens.service.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';

@Module({})
export class AppModule {
  static forRoot(config: IdentityEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController, UsersController, TokensController, PasswordResetController],
      providers: [
        { provide: IDENTITY_ENV, useValue: config },
        PrismaService,
        IdentityEventBus,
        mailerProvider,
        UsersService,
        TokensService,
        PasswordResetService,
        {
          provide: READINESS_CHECKS,
          inject: [PrismaService, IdentityEventBus],
          useFactory: (prisma: PrismaService, events: IdentityEventBus) => [databaseReadiness(prisma), events.readiness()],
        },
      ],
    };
  }
}
