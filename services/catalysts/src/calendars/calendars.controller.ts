import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Controller } from '@nestjs/common';
import { CatalystsService, type ListCatalystVersionsRequest, type QueryCatalystsRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { CalendarsRepository } from './calendars.repository.js';
import { toCatalystMessage } from './catalyst.message.js';
import { catalystFilterOf, LIST_CATALYST_VERSIONS_RULES, QUERY_CATALYSTS_RULES } from './catalyst-request.js';

/** The calendars' read side: pages of catalysts for the bff's `GET /api/calendars/{type}/` and the calendar feeds. */
@Controller()
export class CalendarsController {
  constructor(private readonly calendars: CalendarsRepository) {}

  @RpcHandler(CatalystsService.method.queryCatalysts, QUERY_CATALYSTS_RULES)
  async queryCatalysts(request: QueryCatalystsRequest) {
    const { count, rows } = await this.calendars.page(catalystFilterOf(request));
    return { outcome: { case: 'success' as const, value: { count, catalysts: rows.map(toCatalystMessage) } } };
  }

  @RpcHandler(CatalystsService.method.listCatalystVersions, LIST_CATALYST_VERSIONS_RULES)
  async listCatalystVersions(request: ListCatalystVersionsRequest) {
    // The rules require the query.
    const { count, rows } = await this.calendars.versions(catalystFilterOf(request.query!));
    const versions = rows.map((row) => ({ id: row.id, updatedAt: timestampFromDate(row.updated_at), tickers: row.tickers }));
    return { outcome: { case: 'success' as const, value: { count, versions } } };
  }
}
