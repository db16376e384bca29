import { Module } from '@nestjs/common';
import { CalendarPages } from './calendar-pages.js';
import { CalendarsCache } from './calendars-cache.js';
import { CalendarsController } from './calendars.controller.js';
import { CalendarsFastPath } from './calendars-fast-path.js';
import { CatalystsSource } from './catalysts-source.js';
import { WatchlistsModule } from '../watchlists/watchlists.module.js';

/** The catalyst calendars' API, answered from the catalysts service, the current weeks from a cache. */
@Module({
  imports: [WatchlistsModule],
  controllers: [CalendarsController],
  providers: [CatalystsSource, CalendarPages, CalendarsCache, CalendarsFastPath],
})
export class CalendarsModule {}
