import { Module } from '@nestjs/common';
import { TokensModule } from '../tokens/tokens.module.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

/** Registration (and its identity.user.registered.v1 event) and the older sign-up flow's subscription id. */
@Module({
  imports: [TokensModule],
  controllers: [UsersController],
  providers: [UsersService],
})
export class UsersModule {}
