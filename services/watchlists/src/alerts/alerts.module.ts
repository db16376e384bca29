import { Module } from '@nestjs/common';
import { RedisReadiness } from '@mc/runtime';
import { AlertClock } from './alert-clock.js';
import { AlertFeedService } from './alert-feed.service.js';
import { AlertMailSweepProcessor } from './alert-mail-sweep.processor.js';
import { AlertMailProcessor } from './alert-mail.processor.js';
import { AlertMailQueue } from './alert-mail.queue.js';
import { AlertMailService } from './alert-mail.service.js';
import { AlertMailerModule } from './alert-mailer.js';
import { AlertMailsRepository } from './alert-mails.repository.js';
import { AlertsController } from './alerts.controller.js';
import { ChangeAlertsConsumer } from './change-alerts.consumer.js';
import { DayCatalysts } from './day-catalysts.js';
import { RaisedAlertsRepository } from './raised-alerts.repository.js';
import { ScheduledAlertsProcessor } from './scheduled-alerts.processor.js';
import { ScheduledAlertsRepository } from './scheduled-alerts.repository.js';
import { ScheduledMails } from './scheduled-mails.js';

/**
 * Alerts (issue 22 §2): change alerts raised from the calendar's changes, mailed once per owner and
 * sync; reminders and the pre-market digest on a scheduler; all of them read in the feed.
 */
@Module({
  imports: [AlertMailerModule],
  controllers: [AlertsController],
  providers: [
    AlertClock,
    AlertFeedService,
    AlertMailQueue,
    AlertMailProcessor,
    AlertMailService,
    AlertMailSweepProcessor,
    AlertMailsRepository,
    ChangeAlertsConsumer,
    DayCatalysts,
    RaisedAlertsRepository,
    ScheduledAlertsProcessor,
    ScheduledAlertsRepository,
    ScheduledMails,
    // The queues' Redis, for /readyz.
    RedisReadiness,
  ],
  exports: [RaisedAlertsRepository],
})
export class AlertsModule {}
