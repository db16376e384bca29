import { Controller, Get, Param, Patch } from '@nestjs/common';
import type { z } from 'zod';
import { WatchlistsService } from '@mc/proto';
import type { AlertSettings } from '@mc/api/alerts';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { ValidBody } from '../http/valid-body.js';
import { SubscriberOnly } from '../watchlists/subscriber-only.js';
import { listIdOf } from '../watchlists/watchlists.controller.js';
import { AlertSettingsChangeSchema } from './alert-forms.schema.js';
import { toAlertSettingsJson } from './alert-json.js';

/** `/api/watchlists/{id}/alerts/` (issue 22 §2): a list's alert settings. Another account's list is 404, as every list route. */
@Controller('api/watchlists/:id/alerts')
@SubscriberOnly()
export class AlertSettingsController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  async get(@Account() account: SignedInAccount, @Param('id') id: string): Promise<AlertSettings> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.getAlertSettings, {
      ownerId: account.userId,
      id: listIdOf(id),
    });
    return toAlertSettingsJson(unwrap(reply.outcome));
  }

  @Patch()
  async change(
    @Account() account: SignedInAccount,
    @Param('id') id: string,
    @ValidBody(AlertSettingsChangeSchema) change: z.output<typeof AlertSettingsChangeSchema>,
  ): Promise<AlertSettings> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.updateAlertSettings, {
      ownerId: account.userId,
      id: listIdOf(id),
      reminderDays: change.reminder_days,
      reminderTime: change.reminder_time,
      digest: change.digest,
      digestTime: change.digest_time,
      changeAlerts: change.change_alerts,
    });
    return toAlertSettingsJson(unwrap(reply.outcome));
  }
}
