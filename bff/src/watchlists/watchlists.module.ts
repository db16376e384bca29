import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { CalendarFeedController } from './feed/calendar-feed.controller.js';
import { FeedBuilder } from './feed/feed-builder.js';
import { RenderedEvents } from './feed/rendered-events.js';
import { FeedCache } from './feed/feed-cache.js';
import { FeedRowVersions } from './feed/feed-row-versions.js';
import { ImportUpload } from './import-upload.js';
import { WatchlistImportController } from './watchlist-import.controller.js';
import { WatchlistTickers } from './watchlist-tickers.js';
import { WatchlistsController } from './watchlists.controller.js';

/** A subscriber's watch lists (issue 21): the API, the CSV upload, their tickers for the calendars' filter, their feeds. */
@Module({
  imports: [ContentModule],
  controllers: [WatchlistImportController, WatchlistsController, CalendarFeedController],
  providers: [ImportUpload, WatchlistTickers, FeedBuilder, FeedCache, FeedRowVersions, RenderedEvents],
  exports: [WatchlistTickers],
})
export class WatchlistsModule {}
