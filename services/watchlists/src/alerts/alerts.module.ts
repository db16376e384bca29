import { Module } from '@nestjs/common';
import { RedisReadiness } from '@mc/runtime';
import { AlertFeedService } from './alert-feed.service.js';
import { AlertMailSweepProcessor } from './alert-mail-sweep.processor.js';
import { AlertMailProcessor } from './alert-mail.processor.js';
import { AlertMailQueue } from './alert-mail.queue.js';
import { AlertMailService } from './alert-mail.service.js';
import { AlertMailerModule } from './alert-mailer.js';
import { AlertMailsRepository } from './alert-mails.repository.js';
import { AlertsController } from './alerts.controller.js';
import { ChangeAlertsConsumer } from './change-alerts.consumer.js';
import { RaisedAlertsRepository } from './raised-alerts.repository.js';

/** Change alerts (issue 22 §2): raised from the calendar's changes, mailed once per owner and sync, read in the feed. */
@Module({
  imports: [AlertMailerModule],
  controllers: [AlertsController],
  providers: [
    AlertFeedService,
    AlertMailQueue,
    AlertMailProcessor,
    AlertMailService,
    AlertMailSweepProcessor,
    AlertMailsRepository,
    ChangeAlertsConsumer,
    RaisedAlertsRepository,
    // The queues' Redis, for /readyz.
    RedisReadiness,
  ],
  exports: [RaisedAlertsRepository],
})
export class AlertsModule {}
