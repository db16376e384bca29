import { Inject, Injectable } from '@nestjs/common';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { BriefingPreviewSchema } from '@mc/proto';
import { SERVICE_ENV } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';
import { unsubscribeLink } from '../mail/mail-links.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { BriefingComposer } from './briefing-composer.service.js';
import { renderBriefing } from './briefing-render.js';
import { nextBriefingTime } from './briefing-schedule.js';

/** Stands in for each recipient's own link, which exists only once their mail is sent. */
const PREVIEW_UNSUBSCRIBE_TOKEN = 'each-recipient-gets-their-own-link';

/** The next briefing as the scheduler would send it now, read from the same sources, sent to nobody. */
@Injectable()
export class BriefingPreviewService {
  constructor(
    private readonly composer: BriefingComposer,
    private readonly prisma: PrismaService,
    @Inject(SERVICE_ENV) private readonly config: NewsletterEnv,
  ) {}

  async preview(now = new Date()): Promise<MessageInitShape<typeof BriefingPreviewSchema>> {
    const scheduledFor = nextBriefingTime(now, this.config.BRIEFING_CRON, this.config.BRIEFING_TIME_ZONE);
    const [content, recipients] = await Promise.all([
      this.composer.compose(scheduledFor),
      this.prisma.subscriber.count({ where: { status: 'confirmed' } }),
    ]);
    const mail = renderBriefing(content, this.config.SITE_URL, unsubscribeLink(this.config.SITE_URL, PREVIEW_UNSUBSCRIBE_TOKEN));
    return {
      scheduledFor: timestampFromDate(scheduledFor),
      timeZone: content.timeZone,
      weekFrom: content.week.from,
      weekTo: content.week.to,
      subject: mail.subject,
      recipients,
      catalystsIncluded: content.catalysts.state === 'included',
      watchListsIncluded: content.watchLists.state === 'included',
      text: mail.text,
      html: mail.html,
    };
  }
}
