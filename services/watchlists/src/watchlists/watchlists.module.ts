import { Module } from '@nestjs/common';
import { CompanyUniverse } from '../companies/company-universe.js';
import { WatchlistsController } from './watchlists.controller.js';
import { WatchlistsService } from './watchlists.service.js';

/** The watch lists, their feed tokens, and the contract that answers with them. */
@Module({ controllers: [WatchlistsController], providers: [WatchlistsService, CompanyUniverse], exports: [WatchlistsService] })
export class WatchlistsModule {}
