import { Inject, Injectable, Logger } from '@nestjs/common';
import { Mailer, SERVICE_ENV } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';
import { listUnsubscribeHeaders, senderDomain, unsubscribeLink } from '../mail/mail-links.js';
import { mintToken } from '../mail/newsletter-token.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { BRIEFING_MAILER } from './briefing-mailer.js';
import { briefingMetrics } from './briefing-metrics.js';
import { renderBriefing, type RenderedBriefing } from './briefing-render.js';
import type { DeliveryJobData } from './briefing-schedule.js';
import type { BriefingContent } from './briefing-content.js';
import { BriefingsRepository } from './briefings.repository.js';
import { deliveryDecision, isPermanentFailure } from './delivery-rules.js';

export type DeliveryOutcome =
  | { kind: 'sent'; resend: boolean }
  | { kind: 'failed'; error: string }
  | { kind: 'skipped' }
  | { kind: 'done' }
  | { kind: 'busy'; retryAt: Date };

/** Briefings whose content a worker keeps: the current one, and one being finished. */
const CACHED_BRIEFINGS = 4;
/**
 * Renders a worker keeps: one per briefing and zone among its recipients (the current briefing,
 * and one being finished). A briefing goes out in as many zones as its readers' accounts have.
 */
const CACHED_RENDERS = 1_000;
/** Where each recipient's own unsubscribe token goes in the mail rendered once per briefing. */
const TOKEN_MARKER = 'UNSUBSCRIBE_TOKEN_OF_THE_RECIPIENT';
/** Another worker changed the row between our read and our claim: look again shortly. */
const RACE_RETRY_MS = 1_000;

/**
 * One recipient's briefing: claim the delivery (recorded before the mail leaves), send it, record
 * the outcome. A delivery that ended is never sent again; one left `sending` by a worker that died
 * goes out again with the same Message-ID, so receivers that de-duplicate show it once.
 */
@Injectable()
export class DeliveryService {
  private readonly logger = new Logger(DeliveryService.name);
  private readonly contents = new Map<number, BriefingContent>();
  private readonly rendered = new Map<string, RenderedBriefing>();
  private readonly domain: string;

  constructor(
    private readonly prisma: PrismaService,
    private readonly briefings: BriefingsRepository,
    @Inject(BRIEFING_MAILER) private readonly mailer: Mailer,
    @Inject(SERVICE_ENV) private readonly config: NewsletterEnv,
  ) {
    this.domain = senderDomain(config.MAIL_FROM);
  }

  /** `finalAttempt`: a failure now gives the address up instead of asking BullMQ for a retry (by throwing). */
  async deliver(
    { briefingFor: slot, subscriberId }: DeliveryJobData,
    finalAttempt: boolean,
    now = new Date(),
  ): Promise<DeliveryOutcome> {
    const briefingFor = new Date(slot);
    const row = await this.briefings.delivery(briefingFor, subscriberId);
    if (!row) return { kind: 'done' };
    const decision = deliveryDecision(row, now);
    if (decision.kind === 'busy' || decision.kind === 'done') return decision;
    const raced = { kind: 'busy' as const, retryAt: new Date(now.getTime() + RACE_RETRY_MS) };
    if (decision.kind === 'skip') {
      if (!(await this.briefings.skip(briefingFor, subscriberId, row))) return raced;
      briefingMetrics.mails.inc({ outcome: 'skipped' });
      await this.finish(briefingFor);
      return { kind: 'skipped' };
    }
    // The token is stored with the claim, before the mail leaves: its link works the moment it arrives.
    const unsubscribe = mintToken();
    if (!(await this.briefings.claim(briefingFor, subscriberId, row, now, unsubscribe.hash))) return raced;

    const unsubscribeUrl = unsubscribeLink(this.config.SITE_URL, unsubscribe.token);
    const mail = await this.mailFor(briefingFor, row.timeZone);
    try {
      await this.mailer.send({
        to: row.email,
        subject: mail.subject,
        text: mail.text.replaceAll(TOKEN_MARKER, unsubscribe.token),
        html: mail.html.replaceAll(TOKEN_MARKER, unsubscribe.token),
        headers: listUnsubscribeHeaders(unsubscribeUrl),
        messageId: `<briefing-${slot}-${subscriberId}@${this.domain}>`,
      });
    } catch (error) {
      const message = (error as Error).message;
      const giveUp = finalAttempt || isPermanentFailure(error);
      await this.briefings.recordSend(briefingFor, subscriberId, giveUp ? 'failed' : 'pending', new Date(), message);
      briefingMetrics.mails.inc({ outcome: giveUp ? 'failed' : 'retry' });
      if (!giveUp) throw error;
      this.logger.warn(`briefing of ${briefingFor.toISOString()}: gave up on subscriber ${subscriberId}: ${message}`);
      await this.finish(briefingFor);
      return { kind: 'failed', error: message };
    }
    await this.briefings.recordSend(briefingFor, subscriberId, 'sent', new Date());
    briefingMetrics.mails.inc({ outcome: 'sent' });
    await this.finish(briefingFor);
    return { kind: 'sent', resend: decision.resend };
  }

  /** After BullMQ gave a job up for an error outside the send itself (the database, say): the address is marked, not left pending. */
  async giveUp({ briefingFor: slot, subscriberId }: DeliveryJobData, error: string): Promise<void> {
    const briefingFor = new Date(slot);
    await this.prisma.briefingDelivery.updateMany({
      where: { briefingFor, subscriberId, status: { in: ['pending', 'sending'] } },
      data: { status: 'failed', lastError: error.slice(0, 1_000) },
    });
    await this.finish(briefingFor);
  }

  /**
   * Logs the briefing's figures once, when its last delivery ends. Each worker looks after its own
   * record is committed, so the last of two concurrent ones always sees both.
   */
  async finish(briefingFor: Date): Promise<void> {
    if (!(await this.briefings.finishIfDone(briefingFor, new Date()))) return;
    const counts = await this.briefings.counts(briefingFor);
    briefingMetrics.lastFinished.set(Date.now() / 1000);
    this.logger.log(
      `briefing of ${briefingFor.toISOString()} finished: ${counts.sent} sent, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }

  /**
   * The briefing rendered once per zone, its unsubscribe links holding TOKEN_MARKER for each
   * recipient's own: in the recipient account's zone, else (a visitor's address) the briefing's.
   */
  private async mailFor(briefingFor: Date, accountZone: string | null): Promise<RenderedBriefing> {
    const content = await this.contentOf(briefingFor);
    const zone = accountZone ?? content.timeZone;
    const key = `${briefingFor.getTime()} ${zone}`;
    const cached = this.rendered.get(key);
    if (cached) return cached;
    const mail = renderBriefing(content, this.config.SITE_URL, unsubscribeLink(this.config.SITE_URL, TOKEN_MARKER), zone);
    if (this.rendered.size >= CACHED_RENDERS) this.rendered.delete(this.rendered.keys().next().value!);
    this.rendered.set(key, mail);
    return mail;
  }

  /** The stored briefing, read once per worker. */
  private async contentOf(briefingFor: Date): Promise<BriefingContent> {
    const key = briefingFor.getTime();
    const cached = this.contents.get(key);
    if (cached) return cached;
    const briefing = await this.briefings.find(briefingFor);
    if (!briefing) throw new Error(`briefing of ${briefingFor.toISOString()} is not stored`);
    if (this.contents.size >= CACHED_BRIEFINGS) this.contents.delete(this.contents.keys().next().value!);
    this.contents.set(key, briefing.content);
    return briefing.content;
  }
}
