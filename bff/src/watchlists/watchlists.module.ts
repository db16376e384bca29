import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { ImportUpload } from './import-upload.js';
import { WatchlistImportController } from './watchlist-import.controller.js';
import { WatchlistTickers } from './watchlist-tickers.js';
import { WatchlistsController } from './watchlists.controller.js';

/** A subscriber's watch lists (issue 21): the API, the CSV upload, and their tickers for the calendars' filter. */
@Module({
  imports: [ContentModule],
  controllers: [WatchlistImportController, WatchlistsController],
  providers: [ImportUpload, WatchlistTickers],
  exports: [WatchlistTickers],
})
export class WatchlistsModule {}
