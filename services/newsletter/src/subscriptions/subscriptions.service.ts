import { Inject, Injectable, Logger } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { ConfirmationOutcome, EndReason, Events, UnsubscribeOutcome } from '@mc/proto';
import { Mailer, recordEvent, SERVICE_ENV, ServiceEventBus, type Mail } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';
import { confirmationLink, unsubscribeLink } from '../mail/mail-links.js';
import { hashToken, looksLikeToken, mintToken } from '../mail/newsletter-token.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { CONFIRMATION_LIFETIME_MS, confirmationMail } from './confirmation-mail.js';
import { normaliseEmail } from './email-address.js';
import { SubscribersRepository } from './subscribers.repository.js';
import { confirmationDecision, sendsConfirmation, unsubscribeDecision } from './subscription-rules.js';
import { UnsubscribeTokensRepository } from './unsubscribe-tokens.repository.js';

/** Double opt-in: a request stores the address as pending and mails a link; following it subscribes. */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly subscribers: SubscribersRepository,
    private readonly unsubscribeTokens: UnsubscribeTokensRepository,
    private readonly mailer: Mailer,
    private readonly events: ServiceEventBus,
    @Inject(SERVICE_ENV) private readonly config: NewsletterEnv,
  ) {}

  /**
   * Returns the stored address, or undefined when it is not one mail can reach. The confirmation
   * mail leaves in the background: the answer takes as long whatever the address's state.
   */
  async subscribe(rawEmail: string, now = new Date()): Promise<string | undefined> {
    const email = normaliseEmail(rawEmail);
    if (email === undefined) return undefined;
    const mail = await this.prisma.$transaction(async (tx): Promise<Mail | undefined> => {
      const subscriber = await this.subscribers.lockByEmail(tx, email, now);
      if (!sendsConfirmation(subscriber, now)) return undefined;
      const confirmation = mintToken();
      await tx.subscriber.update({
        where: { id: subscriber.id },
        data: {
          status: 'pending',
          confirmationTokenHash: confirmation.hash,
          confirmationExpiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS),
          confirmationSentAt: now,
          requestedAt: now,
        },
      });
      const unsubscribe = await this.unsubscribeTokens.mint(tx, subscriber.id);
      return confirmationMail(email, {
        confirmUrl: confirmationLink(this.config.SITE_URL, confirmation.token),
        unsubscribeUrl: unsubscribeLink(this.config.SITE_URL, unsubscribe),
      });
    });
    if (mail) {
      this.mailer.sendInBackground(mail);
      this.logger.log('confirmation mail queued for a subscription request');
    }
    return email;
  }

  async confirm(token: string, now = new Date()): Promise<ConfirmationOutcome> {
    if (!looksLikeToken(token)) return ConfirmationOutcome.INVALID;
    const outcome = await this.prisma.$transaction(async (tx) => {
      const subscriber = await this.subscribers.lockByConfirmationHash(tx, hashToken(token));
      const decision = confirmationDecision(subscriber, now);
      if (decision !== 'confirm') return decision;
      if (!subscriber) return ConfirmationOutcome.INVALID;
      await tx.subscriber.update({
        where: { id: subscriber.id },
        data: { status: 'confirmed', confirmedAt: now, endedAt: null },
      });
      await recordEvent(tx, Events.newsletterSubscriptionConfirmed, {
        subscriberId: subscriber.id,
        email: subscriber.email,
        confirmedAt: timestampFromDate(now),
      });
      return ConfirmationOutcome.CONFIRMED;
    });
    if (outcome === ConfirmationOutcome.CONFIRMED) this.events.nudge();
    return outcome;
  }

  async unsubscribe(token: string, oneClick: boolean, now = new Date()): Promise<UnsubscribeOutcome> {
    if (!looksLikeToken(token)) return UnsubscribeOutcome.INVALID;
    const { outcome, ended } = await this.prisma.$transaction(async (tx) => {
      const subscriber = await this.subscribers.lockByUnsubscribeHash(tx, hashToken(token));
      const decision = unsubscribeDecision(subscriber);
      if (decision !== 'end' && decision !== 'drop') return { outcome: decision, ended: false };
      if (!subscriber) return { outcome: UnsubscribeOutcome.INVALID, ended: false };
      // The confirmation link dies with the request: an old mail cannot subscribe the address again.
      await tx.subscriber.update({
        where: { id: subscriber.id },
        data: { status: 'unsubscribed', endedAt: now, confirmationTokenHash: null, confirmationExpiresAt: null },
      });
      if (decision === 'end') {
        await recordEvent(tx, Events.newsletterSubscriptionEnded, {
          subscriberId: subscriber.id,
          email: subscriber.email,
          endedAt: timestampFromDate(now),
          reason: oneClick ? EndReason.ONE_CLICK : EndReason.UNSUBSCRIBE_LINK,
        });
      }
      return { outcome: UnsubscribeOutcome.UNSUBSCRIBED, ended: decision === 'end' };
    });
    if (ended) this.events.nudge();
    return outcome;
  }
}
