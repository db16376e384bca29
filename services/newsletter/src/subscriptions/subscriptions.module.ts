import { Module } from '@nestjs/common';
import { MailModule } from '@mc/runtime';
import { SubscribersRepository } from './subscribers.repository.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { UnsubscribeTokensRepository } from './unsubscribe-tokens.repository.js';

/** Subscribing (double opt-in), confirming and unsubscribing, over NATS for the bff. */
@Module({
  imports: [MailModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, SubscribersRepository, UnsubscribeTokensRepository],
})
export class SubscriptionsModule {}
