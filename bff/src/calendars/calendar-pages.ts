import { Injectable } from '@nestjs/common';
import type { CalendarAccess } from '@mc/api/calendars';
import type { RowsPage } from './calendar-page.js';
import type { CalendarRequest } from './calendar-request.js';
import { keepsRowSet, keptRow, MAX_ROW_SET, ofTickers, rowSetKey, type RowSet } from './calendar-row-sets.js';
import { toCalendarRow } from './calendar-rows.js';
import { CalendarsCache } from './calendars-cache.js';
import { catalystQueryOf, CatalystsSource, type CatalystQuery } from './catalysts-source.js';

/**
 * A page of a calendar request's rows, as its reader sees them. A ticker filter is answered from the
 * rows of the same request without its tickers, asked of the catalysts service once, rendered once and
 * kept until their calendar changes (CalendarsCache): readers who each follow their own symbols in the
 * same month, sector or importance share one query. Anything else, and a set larger than MAX_ROW_SET,
 * is the service's query.
 */
@Injectable()
export class CalendarPages {
  constructor(
    private readonly source: CatalystsSource,
    private readonly cache: CalendarsCache,
  ) {}

  /** The request's page (`page` and `page_size`). */
  async page(request: CalendarRequest, access: CalendarAccess): Promise<RowsPage> {
    const query = catalystQueryOf(request, access);
    if (keepsRowSet(query)) {
      const set = await this.cache.rowSet(rowSetKey(query, access), request.path, () => this.rowSetOf(query, request, access));
      if (set.complete) return pageOf(set, request);
    }
    const offset = (request.page - 1) * request.pageSize;
    const page = await this.source.query({ ...query, offset, limit: request.pageSize });
    return {
      count: page.count,
      rows: page.catalysts.map((catalyst) => JSON.stringify(toCalendarRow(catalyst, request.tz, access))),
    };
  }

  /**
   * The same page when the rows it filters are kept, without waiting for anything: undefined when
   * they are not (`page` asks the catalysts service), or when the request is not a ticker filter.
   */
  keptPage(request: CalendarRequest, access: CalendarAccess): RowsPage | undefined {
    const query = catalystQueryOf(request, access);
    if (!keepsRowSet(query)) return undefined;
    const set = this.cache.keptRowSet(rowSetKey(query, access));
    return set?.complete ? pageOf(set, request) : undefined;
  }

  private async rowSetOf(query: CatalystQuery, request: CalendarRequest, access: CalendarAccess): Promise<RowSet> {
    const page = await this.source.query({ ...query, tickers: [], offset: 0, limit: MAX_ROW_SET });
    if (page.count > page.catalysts.length) return { complete: false, rows: [] };
    return { complete: true, rows: page.catalysts.map((catalyst) => keptRow(toCalendarRow(catalyst, request.tz, access))) };
  }
}

/** The request's page of a set's rows of its tickers. */
function pageOf(set: RowSet, request: CalendarRequest): RowsPage {
  const matches = ofTickers(set, request.tickers);
  const offset = (request.page - 1) * request.pageSize;
  return { count: matches.length, rows: matches.slice(offset, offset + request.pageSize).map((row) => row.json) };
}
