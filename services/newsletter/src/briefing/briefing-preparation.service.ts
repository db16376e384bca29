import { Injectable, Logger } from '@nestjs/common';
import { BriefingComposer } from './briefing-composer.service.js';
import { briefingSubject } from './briefing-render.js';
import { MAX_START_DELAY_MS } from './briefing-schedule.js';
import { BriefingsRepository } from './briefings.repository.js';
import { DeliveryQueue } from './delivery-queue.js';
import { DeliveryService } from './delivery.service.js';

export type PreparationOutcome = { kind: 'queued'; recipients: number; created: boolean } | { kind: 'too-late' };

/**
 * A scheduled briefing: read its content once, snapshot the confirmed subscribers as pending
 * deliveries (one transaction), then queue a job per recipient whose send has not ended. Run again
 * (a retry, a crash, a second replica) it only queues what is left.
 */
@Injectable()
export class BriefingPreparationService {
  private readonly logger = new Logger(BriefingPreparationService.name);

  constructor(
    private readonly composer: BriefingComposer,
    private readonly briefings: BriefingsRepository,
    private readonly queue: DeliveryQueue,
    private readonly deliveries: DeliveryService,
  ) {}

  async prepare(scheduledFor: Date, now = new Date()): Promise<PreparationOutcome> {
    const slot = scheduledFor.toISOString();
    let created = false;
    if (!(await this.briefings.find(scheduledFor))) {
      if (now.getTime() - scheduledFor.getTime() > MAX_START_DELAY_MS) {
        this.logger.warn(`briefing of ${slot} not sent: it could not start within 12 hours of its time`);
        return { kind: 'too-late' };
      }
      const content = await this.composer.compose(scheduledFor);
      created = await this.briefings.create(scheduledFor, content, briefingSubject(content));
    }
    const recipients = await this.briefings.unfinishedRecipients(scheduledFor);
    await this.queue.enqueue(scheduledFor, recipients);
    if (recipients.length === 0) await this.deliveries.finish(scheduledFor);
    this.logger.log(`briefing of ${slot}: ${recipients.length} deliveries queued${created ? '' : ' (resumed)'}`);
    return { kind: 'queued', recipients: recipients.length, created };
  }
}
