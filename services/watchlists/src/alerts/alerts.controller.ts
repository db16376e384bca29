import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Controller } from '@nestjs/common';
import {
  WatchlistsService as WatchlistsContract,
  type CountUnreadAlertsRequest,
  type GetAlertSettingsRequest,
  type ListAlertsRequest,
  type MarkAlertsReadRequest,
  type UnsubscribeAlertsRequest,
  type UpdateAlertSettingsRequest,
} from '@mc/proto';
import { RpcHandler, type ContractRules } from '@mc/runtime';
import type { Outcome } from '../watchlists/watchlists.service.js';
import { AlertFeedService, type FeedAlert } from './alert-feed.service.js';

const OWNER: ContractRules = { owner_id: { min: 1 } };
const OWNED_LIST: ContractRules = { ...OWNER, id: { min: 1 } };
/** "HH:MM", 00:00 to 23:59. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The feed's largest page (the bff's page_size bound). */
const MAX_PAGE = 100;

const success = <T>(value: T) => ({ outcome: { case: 'success' as const, value } });
const reply = <T, M>(outcome: Outcome<T>, message: (value: T) => M) => ('ok' in outcome ? success(message(outcome.ok)) : outcome);

const alertMessage = (alert: FeedAlert) => ({
  id: BigInt(alert.id),
  kind: alert.kind,
  catalystId: alert.catalystId,
  ticker: alert.ticker,
  title: alert.title,
  previous: alert.previous ?? undefined,
  current: alert.current ?? undefined,
  seenAt: timestampFromDate(alert.seenAt),
  read: alert.read,
  lists: alert.lists,
});

/** The alerts part of the watchlists contract (issue 22 §2): settings per list, the feed, the one-click unsubscribe. */
@Controller()
export class AlertsController {
  constructor(private readonly alerts: AlertFeedService) {}

  @RpcHandler(WatchlistsContract.method.getAlertSettings, OWNED_LIST)
  async getAlertSettings(request: GetAlertSettingsRequest) {
    return reply(await this.alerts.settings(request.ownerId, request.id), (settings) => settings);
  }

  @RpcHandler(WatchlistsContract.method.updateAlertSettings, {
    ...OWNED_LIST,
    reminder_days: { min: 0, max: 5 },
    reminder_time: { pattern: TIME, maxLength: 5 },
    digest_time: { pattern: TIME, maxLength: 5 },
  })
  async updateAlertSettings(request: UpdateAlertSettingsRequest) {
    const { reminderDays, reminderTime, digest, digestTime, changeAlerts } = request;
    const updated = await this.alerts.updateSettings(request.ownerId, request.id, {
      reminderDays,
      reminderTime,
      digest,
      digestTime,
      changeAlerts,
    });
    return reply(updated, (settings) => settings);
  }

  @RpcHandler(WatchlistsContract.method.listAlerts, {
    ...OWNER,
    list_id: { min: 1 },
    kind: { maxLength: 32 },
    limit: { min: 1, max: MAX_PAGE },
  })
  async listAlerts(request: ListAlertsRequest) {
    const page = await this.alerts.list(
      request.ownerId,
      { listId: request.listId, kind: request.kind },
      request.offset,
      request.limit,
    );
    return reply(page, ({ count, alerts }) => ({ count, alerts: alerts.map(alertMessage) }));
  }

  @RpcHandler(WatchlistsContract.method.countUnreadAlerts, OWNER)
  async countUnreadAlerts(request: CountUnreadAlertsRequest) {
    return success({ unread: await this.alerts.unread(request.ownerId) });
  }

  @RpcHandler(WatchlistsContract.method.markAlertsRead, { ...OWNER, ids: { maxItems: 1000 } })
  async markAlertsRead(request: MarkAlertsReadRequest) {
    return reply(await this.alerts.markRead(request.ownerId, request.ids, request.all), (unread) => ({ unread }));
  }

  @RpcHandler(WatchlistsContract.method.unsubscribeAlerts, { token: { required: true, maxLength: 512 } })
  async unsubscribeAlerts(request: UnsubscribeAlertsRequest) {
    return reply(await this.alerts.unsubscribe(request.token), (done) => done);
  }
}
