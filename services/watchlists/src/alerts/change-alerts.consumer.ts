import { Inject, Logger } from '@nestjs/common';
import { Events, type CalendarChangedSchema } from '@mc/proto';
import { EventConsumer, SERVICE_ENV, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';
import type { Prisma } from '../generated/prisma/client.js';
import { AlertMailQueue } from './alert-mail.queue.js';
import { alertsOn } from './alert-rules.js';
import { RaisedAlertsRepository } from './raised-alerts.repository.js';

/**
 * Change alerts (issue 22 §2): each change of catalysts.calendar.changed.v1 that alerts, on a
 * ticker of an owner's list with change alerts on, becomes one alert of that owner, stored in the
 * transaction that marks the event processed (and unique per owner, catalyst, kind and revision),
 * and a pending mail for the owner and the sync. A backfill and the `added` changes alert nobody.
 */
// A part of 500 changes can raise hundreds of thousands of alerts: more than Prisma's 5 s, well under the ack wait.
@EventConsumer({ durable: 'watchlists-change-alerts', event: Events.calendarChanged, transactionTimeoutMs: 25_000 })
export class ChangeAlertsConsumer implements EventHandler<typeof CalendarChangedSchema, Prisma.TransactionClient> {
  private readonly logger = new Logger(ChangeAlertsConsumer.name);

  constructor(
    private readonly alerts: RaisedAlertsRepository,
    private readonly mails: AlertMailQueue,
    @Inject(SERVICE_ENV) private readonly config: WatchlistsEnv,
  ) {}

  async handle({ data }: DecodedEvent<typeof CalendarChangedSchema>, tx: Prisma.TransactionClient): Promise<void> {
    if (data.backfill || !data.syncId) return;
    const now = new Date();
    await this.alerts.recordSyncPart(tx, data.syncId, data.part, data.lastPart, now);
    const changes = data.changes.filter(alertsOn);
    if (!changes.length) return;
    const owners = await this.alerts.raise(tx, changes, data.syncId, now);
    if (!owners.length) return;
    // Before the commit: a job that runs first finds the mail not yet pending and looks again (busy);
    // one that could not be added is added by the sweep (AlertMailSweep).
    await this.mails
      .enqueue(owners, data.syncId, this.config.ALERT_MAIL_DELAY_MS)
      .catch((error: Error) => this.logger.warn(`alert mails of sync ${data.syncId} left to the sweep: ${error.message}`));
  }
}
