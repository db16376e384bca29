import { Controller } from '@nestjs/common';
import { CatalystsService } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { CalendarsRepository } from './calendars.repository.js';
import { toCatalystMessage } from './catalyst.message.js';
import { checkCatalystRequest } from './catalyst-request.js';

/** The calendars' read side: pages of catalysts for the bff's `GET /api/calendars/{type}/`. */
@Controller()
export class CalendarsController {
  constructor(private readonly calendars: CalendarsRepository) {}

  @RpcHandler(CatalystsService.method.queryCatalysts)
  async queryCatalysts(request: Parameters<typeof checkCatalystRequest>[0]) {
    const zones = await this.calendars.knownZones();
    const checked = checkCatalystRequest(request, (zone) => zones.has(zone));
    if ('errors' in checked) {
      return { outcome: { case: 'problem' as const, value: { status: 400, body: checked.errors } } };
    }
    const { count, rows } = await this.calendars.page(checked.filter);
    return { outcome: { case: 'success' as const, value: { count, catalysts: rows.map(toCatalystMessage) } } };
  }
}
