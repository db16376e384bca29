import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { Alert, AlertSettings as AlertSettingsMessage } from '@mc/proto';
import type { AlertFeedKind, AlertItem, AlertSettings } from '@mc/api/alerts';

export const toAlertSettingsJson = (settings: AlertSettingsMessage): AlertSettings => ({
  reminder_days: settings.reminderDays,
  reminder_time: settings.reminderTime,
  digest: settings.digest,
  digest_time: settings.digestTime,
  change_alerts: settings.changeAlerts,
});

export const toAlertJson = (alert: Alert): AlertItem => ({
  id: Number(alert.id),
  kind: alert.kind as AlertFeedKind,
  catalyst: alert.catalystId,
  ticker: alert.ticker || null,
  title: alert.title,
  previous: alert.previous ?? null,
  current: alert.current ?? null,
  at: alert.seenAt ? timestampDate(alert.seenAt).toISOString() : '',
  read: alert.read,
  lists: alert.lists.map(({ id, name }) => ({ id, name })),
});
