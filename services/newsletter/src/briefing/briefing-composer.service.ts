import { Inject, Injectable } from '@nestjs/common';
import { addDays, dayIn } from '@mc/market-time';
import { SERVICE_ENV } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';
import { catalystSection, largestMovesOf, watchListSection, type BriefingContent } from './briefing-content.js';
import { weekCovered } from './briefing-schedule.js';
import { BRIEFING_SOURCES, type BriefingSources } from './briefing-sources.js';

/** Reads what a briefing says from the catalysts and content services; a section they cannot give is marked unavailable. */
@Injectable()
export class BriefingComposer {
  constructor(
    @Inject(BRIEFING_SOURCES) private readonly sources: BriefingSources,
    @Inject(SERVICE_ENV) private readonly config: NewsletterEnv,
  ) {}

  async compose(scheduledFor: Date): Promise<BriefingContent> {
    const timeZone = this.config.BRIEFING_TIME_ZONE;
    const week = weekCovered(scheduledFor, timeZone);
    const sendDay = dayIn(scheduledFor, timeZone);
    const [catalysts, posts] = await Promise.all([
      this.sources.importantCatalysts(week.from, week.to, timeZone),
      this.sources.watchListPosts(),
    ]);
    return {
      scheduledFor: scheduledFor.toISOString(),
      timeZone,
      week,
      catalysts: catalysts ? catalystSection(catalysts.catalysts, catalysts.total) : { state: 'unavailable' },
      largestMoves: catalysts ? largestMovesOf(catalysts.catalysts) : [],
      watchLists: posts ? watchListSection(posts, addDays(sendDay, -7), sendDay) : { state: 'unavailable' },
    };
  }
}
