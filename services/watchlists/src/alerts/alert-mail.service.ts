import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  isPermanentFailure,
  listUnsubscribeHeaders,
  Mailer,
  SERVICE_ENV,
  senderDomain,
  sendDecision,
  siteLink,
} from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';
import type { AlertMailJobData } from './alert-mail.queue.js';
import { renderAlertMail, type RenderedAlertMail } from './alert-mail-render.js';
import { ALERT_MAILER } from './alert-mailer.js';
import { ALERTED_STATUSES } from './alert-rules.js';
import { AlertMailsRepository } from './alert-mails.repository.js';
import { ScheduledMails } from './scheduled-mails.js';
import { scheduledMailOf, type ScheduledMail } from './schedule-rules.js';
import { UnsubscribeTokens, type UnsubscribeKind } from './unsubscribe-token.js';

export type AlertMailOutcome =
  | { kind: 'sent'; resend: boolean }
  | { kind: 'failed'; error: string }
  | { kind: 'skipped' }
  | { kind: 'done' }
  | { kind: 'busy'; retryAt: Date };

/** A mail whose sync is not seen whole yet looks again this much later (within ALERT_MAIL_WAIT_MS). */
const SYNC_RETRY_MS = 5_000;
/** Another worker changed the record between our read and our claim: look again shortly. */
const RACE_RETRY_MS = 1_000;
/** identity's default, for an owner whose zone no event has told yet. */
const DEFAULT_TIME_ZONE = 'America/New_York';
/** Each kind of alert mail is a list of its own (RFC 2919), so a mail client can sort or mute it alone. */
const LIST_IDS: Record<UnsubscribeKind, string> = {
  change_alerts: 'Market Catalysts change alerts <change-alerts.marketcatalysts>',
  reminders: 'Market Catalysts reminders <reminders.marketcatalysts>',
  digest: 'Market Catalysts pre-market digest <digest.marketcatalysts>',
};

interface ComposedAlertMail {
  mail: RenderedAlertMail;
  kind: UnsubscribeKind;
  unsubscribeUrl: string;
}

/**
 * One owner's mail of one sync's change alerts, sent once: claimed (`sending`) before it leaves,
 * recorded after (the runtime's resumable-send rules, as the weekly briefing). One left `sending` by a
 * worker that died goes out again under the same Message-ID, so receivers that de-duplicate show it once.
 * The same for an owner's reminder mail of a day and time, and their digest of a day (keys `reminder-…`,
 * `digest-…`), written by ScheduledMails; those wait for no sync.
 */
@Injectable()
export class AlertMailService {
  private readonly logger = new Logger(AlertMailService.name);
  private readonly domain: string;
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly mails: AlertMailsRepository,
    private readonly scheduledMails: ScheduledMails,
    @Inject(ALERT_MAILER) private readonly mailer: Mailer,
    @Inject(SERVICE_ENV) private readonly config: WatchlistsEnv,
  ) {
    this.domain = senderDomain(config.MAIL_FROM);
    this.tokens = new UnsubscribeTokens(config.FEED_TOKEN_KEY);
  }

  /** `finalAttempt`: a failure now gives the mail up instead of asking BullMQ for a retry (by throwing). */
  async deliver({ ownerId, syncId }: AlertMailJobData, finalAttempt: boolean, now = new Date()): Promise<AlertMailOutcome> {
    const row = await this.mails.mail(ownerId, syncId);
    if (!row) return { kind: 'done' };
    const waited = now.getTime() - row.createdAt.getTime();
    const scheduled = scheduledMailOf(syncId);
    if (!scheduled && row.status === 'pending' && !row.syncComplete && waited < this.config.ALERT_MAIL_WAIT_MS)
      return { kind: 'busy', retryAt: new Date(now.getTime() + SYNC_RETRY_MS) };
    const wanted = row.email !== null && ALERTED_STATUSES.includes(row.access ?? '');
    const decision = sendDecision(row, wanted, now);
    if (decision.kind === 'busy' || decision.kind === 'done') return decision;
    const raced = { kind: 'busy' as const, retryAt: new Date(now.getTime() + RACE_RETRY_MS) };
    if (decision.kind === 'skip')
      return (await this.mails.move(ownerId, syncId, row, 'skipped', now)) ? { kind: 'skipped' } : raced;
    if (!(await this.mails.move(ownerId, syncId, row, 'sending', now))) return raced;

    const zone = row.timeZone ?? DEFAULT_TIME_ZONE;
    const composed = scheduled
      ? await this.composeScheduled(ownerId, syncId, scheduled, zone)
      : await this.composeChangeAlerts(ownerId, syncId, zone);
    if (!composed) {
      await this.mails.recordSend(ownerId, syncId, 'failed', now, 'no alerts left to mail');
      return { kind: 'skipped' };
    }
    try {
      await this.mailer.send({
        to: row.email!,
        ...composed.mail,
        headers: listUnsubscribeHeaders(composed.unsubscribeUrl, LIST_IDS[composed.kind]),
        messageId: `<alerts-${syncId}-${ownerId}@${this.domain}>`,
      });
    } catch (error) {
      const message = (error as Error).message;
      const giveUp = finalAttempt || isPermanentFailure(error);
      await this.mails.recordSend(ownerId, syncId, giveUp ? 'failed' : 'pending', new Date(), message);
      if (!giveUp) throw error;
      this.logger.warn(`alert mail of sync ${syncId} to owner ${ownerId}: gave up: ${message}`);
      return { kind: 'failed', error: message };
    }
    await this.mails.recordSend(ownerId, syncId, 'sent', new Date());
    return { kind: 'sent', resend: decision.resend };
  }

  private async composeChangeAlerts(ownerId: number, syncId: string, zone: string): Promise<ComposedAlertMail | null> {
    const alerts = await this.mails.alerts(ownerId, syncId);
    if (!alerts.length) return null;
    const listIds = [...new Set(alerts.flatMap((alert) => alert.lists.map((list) => list.id)))];
    const unsubscribeUrl = this.unsubscribeUrl(ownerId, listIds, 'change_alerts');
    const mail = renderAlertMail(alerts, zone, { siteUrl: this.config.SITE_URL, unsubscribeUrl });
    return { mail, kind: 'change_alerts', unsubscribeUrl };
  }

  /** A reminder or digest mail: its one-click link turns that kind off for the lists it names. */
  private async composeScheduled(
    ownerId: number,
    key: string,
    scheduled: ScheduledMail,
    zone: string,
  ): Promise<ComposedAlertMail | null> {
    const kind: UnsubscribeKind = scheduled.kind === 'reminder' ? 'reminders' : 'digest';
    const composed = await this.scheduledMails.compose(ownerId, key, scheduled, zone, {
      siteUrl: this.config.SITE_URL,
      unsubscribeUrlFor: (listIds) => this.unsubscribeUrl(ownerId, listIds, kind),
    });
    return composed ? { ...composed, kind } : null;
  }

  private unsubscribeUrl(ownerId: number, listIds: number[], kind: UnsubscribeKind): string {
    return siteLink(this.config.SITE_URL, `/alerts/unsubscribe/${this.tokens.mint({ ownerId, listIds, kind })}`);
  }

  /** After BullMQ gave a job up for an error outside the send itself: the mail is marked, not left pending. */
  async giveUp({ ownerId, syncId }: AlertMailJobData, error: string): Promise<void> {
    await this.mails.giveUp(ownerId, syncId, error);
  }
}
