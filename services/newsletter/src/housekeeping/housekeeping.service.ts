import { Injectable, Logger } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The promise: an address nobody confirmed is forgotten after a week. */
export const FORGET_UNCONFIRMED_AFTER_MS = 7 * DAY_MS;
/** Older unsubscribe links stop working (the page says so and how to unsubscribe from a newer mail). */
export const UNSUBSCRIBE_LINK_LIFETIME_MS = 365 * DAY_MS;
/** Each recipient's send of a briefing, kept long enough to answer "did my mail go out?". */
export const KEEP_BRIEFINGS_MS = 90 * DAY_MS;

export interface HousekeepingResult {
  forgotten: number;
  expiredLinks: number;
  oldBriefings: number;
}

/** Deletes what the newsletter promised not to keep. */
@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger(HousekeepingService.name);

  constructor(private readonly prisma: PrismaService) {}

  async run(now = new Date()): Promise<HousekeepingResult> {
    const before = (ms: number) => new Date(now.getTime() - ms);
    // Never confirmed: pending, or a pending request its owner declined with the mail's unsubscribe link.
    const forgotten = await this.prisma.subscriber.deleteMany({
      where: { confirmedAt: null, status: { not: 'confirmed' }, requestedAt: { lt: before(FORGET_UNCONFIRMED_AFTER_MS) } },
    });
    const expiredLinks = await this.prisma.unsubscribeToken.deleteMany({
      where: { createdAt: { lt: before(UNSUBSCRIBE_LINK_LIFETIME_MS) } },
    });
    const oldBriefings = await this.prisma.briefing.deleteMany({ where: { scheduledFor: { lt: before(KEEP_BRIEFINGS_MS) } } });
    const result = { forgotten: forgotten.count, expiredLinks: expiredLinks.count, oldBriefings: oldBriefings.count };
    if (result.forgotten || result.expiredLinks || result.oldBriefings) {
      this.logger.log(
        `forgot ${result.forgotten} unconfirmed addresses, ${result.expiredLinks} expired unsubscribe links, ${result.oldBriefings} old briefings`,
      );
    }
    return result;
  }
}
