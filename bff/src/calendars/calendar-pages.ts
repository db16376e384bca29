import { create } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import type { CalendarAccess } from '@mc/api/calendars';
import { CatalystPageSchema, type CatalystPage } from '@mc/proto';
import type { CalendarRequest } from './calendar-request.js';
import { keepsRowSet, MAX_ROW_SET, ofTickers, rowSetKey, type RowSet } from './calendar-row-sets.js';
import { CalendarsCache } from './calendars-cache.js';
import { catalystQueryOf, CatalystsSource, type CatalystQuery } from './catalysts-source.js';

/**
 * A page of a calendar request's rows. A ticker filter is answered from the rows of the same request
 * without its tickers, asked of the catalysts service once and kept until their calendar changes
 * (CalendarsCache): readers who each follow their own symbols in the same month, sector or
 * importance share one query. Anything else, and a set larger than MAX_ROW_SET, is the service's query.
 */
@Injectable()
export class CalendarPages {
  constructor(
    private readonly source: CatalystsSource,
    private readonly cache: CalendarsCache,
  ) {}

  async page(request: CalendarRequest, offset: number, limit: number, access: CalendarAccess): Promise<CatalystPage> {
    const query = catalystQueryOf(request, access);
    if (!keepsRowSet(query)) return this.source.query({ ...query, offset, limit });
    const set = await this.cache.rowSet(rowSetKey(query), request.path, () => this.rowSetOf(query));
    if (!set.complete) return this.source.query({ ...query, offset, limit });
    const matches = ofTickers(set, request.tickers);
    return create(CatalystPageSchema, { count: matches.length, catalysts: matches.slice(offset, offset + limit) });
  }

  private async rowSetOf(query: CatalystQuery): Promise<RowSet> {
    const page = await this.source.query({ ...query, tickers: [], offset: 0, limit: MAX_ROW_SET });
    const complete = page.count <= page.catalysts.length;
    return { complete, catalysts: complete ? page.catalysts : [] };
  }
}
