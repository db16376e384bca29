import { Module } from '@nestjs/common';
import { RedisReadiness } from '@mc/runtime';
import { BriefingComposer } from './briefing-composer.service.js';
import { BriefingMailModule } from './briefing-mail.module.js';
import { BriefingPreparationService } from './briefing-preparation.service.js';
import { BriefingPreviewService } from './briefing-preview.service.js';
import { BriefingSchedulerProcessor } from './briefing-scheduler.processor.js';
import { BRIEFING_SOURCES, NatsBriefingSources } from './briefing-sources.js';
import { BriefingController } from './briefing.controller.js';
import { BriefingsRepository } from './briefings.repository.js';
import { DeliveryQueue } from './delivery-queue.js';
import { DeliveryProcessor } from './delivery.processor.js';
import { DeliveryService } from './delivery.service.js';

/** The weekly briefing: its scheduler, its content from catalysts and content, a job per recipient, and the operator's preview. */
@Module({
  imports: [BriefingMailModule],
  controllers: [BriefingController],
  providers: [
    BriefingComposer,
    BriefingPreparationService,
    BriefingPreviewService,
    BriefingSchedulerProcessor,
    BriefingsRepository,
    DeliveryQueue,
    DeliveryProcessor,
    DeliveryService,
    { provide: BRIEFING_SOURCES, useClass: NatsBriefingSources },
    // The queues' Redis, for /readyz.
    RedisReadiness,
  ],
})
export class BriefingModule {}
