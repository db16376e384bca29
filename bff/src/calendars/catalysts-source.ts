import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Injectable } from '@nestjs/common';
import type { CalendarAccess } from '@mc/api/calendars';
import { CatalystsService, type CatalystPage, type QueryCatalystsRequestSchema } from '@mc/proto';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import type { CalendarRequest } from './calendar-request.js';

/** Rows per request when a CSV reads every page: the contract's largest. */
const CSV_BATCH = 1000;
/** A year of every calendar is about 15,000 rows; beyond this something is wrong, and the CSV says so by stopping. */
const MAX_CSV_ROWS = 60_000;

/** The catalysts service's QueryCatalysts, asked in the terms of a calendar request. */
@Injectable()
export class CatalystsSource {
  constructor(private readonly services: ServiceClients) {}

  async page(request: CalendarRequest, offset: number, limit: number, access: CalendarAccess): Promise<CatalystPage> {
    return this.query({ ...catalystQueryOf(request, access), offset, limit });
  }

  /** One QueryCatalysts call. */
  async query(query: CatalystQuery): Promise<CatalystPage> {
    const reply = await this.services.catalysts.call(CatalystsService.method.queryCatalysts, query);
    return unwrap(reply.outcome);
  }

  /** Every matching row, a batch at a time, for the CSV. */
  async *all(request: CalendarRequest, access: CalendarAccess): AsyncGenerator<CatalystPage['catalysts']> {
    for (let offset = 0; offset < MAX_CSV_ROWS; offset += CSV_BATCH) {
      const page = await this.page(request, offset, CSV_BATCH, access);
      yield page.catalysts;
      if (offset + CSV_BATCH >= page.count) return;
    }
  }
}

export type CatalystQuery = MessageInitShape<typeof QueryCatalystsRequestSchema>;

/**
 * What a calendar request asks of the catalysts service, but the page. `access`: a preview reader's
 * search must not find FDA rows by the details the preview hides.
 */
export function catalystQueryOf(request: CalendarRequest, access: CalendarAccess): CatalystQuery {
  return {
    types: request.types,
    dateFrom: request.dateFrom,
    dateTo: request.dateTo,
    timeZone: request.tz,
    tickers: request.tickers,
    importanceMin: request.importance ?? undefined,
    sectors: request.sectors,
    marketCapMin: request.marketCapMin ?? undefined,
    marketCapMax: request.marketCapMax ?? undefined,
    confirmed: request.confirmed ?? undefined,
    includeCalledOff: request.includeCalledOff,
    countries: request.countries,
    sessions: request.sessions,
    search: request.search,
    searchFdaByCompanyOnly: access === 'preview',
    ordering: request.ordering,
    watchlistTickers: request.watchlistTickers,
    watchlistMacro: request.macro,
    updatedSince: request.updatedSince ? timestampFromDate(request.updatedSince) : undefined,
  };
}
