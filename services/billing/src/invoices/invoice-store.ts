import { Inject, Injectable } from '@nestjs/common';
import { Events } from '@mc/proto';
import { recordEvent, SERVICE_ENV, siteLink, type Mail } from '@mc/runtime';
import type Stripe from 'stripe';
import { dollars } from '../common/money.js';
import { firstTime } from '../common/notices.js';
import type { BillingEnv } from '../config/env.js';
import type { BillingUser, Invoice } from '../generated/prisma/client.js';
import { receiptMail } from '../mail/receipt-mail.js';
import type { Tx } from '../prisma/prisma.service.js';
import { invoiceFields } from './invoice-fields.js';
import { isNewer, type InvoiceState } from './invoice-progress.js';
import { recordDetailsChanged } from '../subscriptions/details-changed.js';
import { timeZoneOf } from '../users/account-time-zones.js';

/** Who an invoice is for, and the plan it bills (when billing knows its subscription). */
interface InvoiceOwner {
  user: BillingUser;
  planName: string | null;
}

/**
 * The one writer of invoice rows: billing's copy of each invoice Stripe told it about, which the
 * payment history and the subscription details are read from. The first time an invoice is seen
 * paid it records billing.invoice.paid.v1 and a receipt for the subscriber (sent after commit).
 */
@Injectable()
export class InvoiceStore {
  constructor(@Inject(SERVICE_ENV) private readonly config: BillingEnv) {}

  /**
   * Stores one invoice read from Stripe in the caller's transaction; a read older than the row
   * changes nothing. `announce: false` (history loaded after the fact) records a paid invoice as
   * told without telling anyone: a receipt for last year's payment is no news.
   */
  async store(tx: Tx, invoice: Stripe.Invoice, mails: Mail[], { announce = true } = {}): Promise<Invoice | undefined> {
    const id = invoice.id;
    if (!id) return undefined; // a preview is no invoice
    const fields = invoiceFields(invoice);
    const { count } = await tx.invoice.createMany({ data: [{ id, ...fields }], skipDuplicates: true });
    if (count === 0) {
      // Locked, so two reads of the same invoice stored at once compare in turn.
      const [stored] = await tx.$queryRaw<InvoiceState[]>`
        SELECT status, attempt_count AS "attemptCount" FROM invoices WHERE stripe_invoice_id = ${id} FOR UPDATE`;
      if (stored && !isNewer(fields, stored)) return (await tx.invoice.findUnique({ where: { id } })) ?? undefined;
      await tx.invoice.update({ where: { id }, data: fields });
    }
    const row = await tx.invoice.findUniqueOrThrow({ where: { id } });
    const owner = await this.ownerOf(tx, row);
    if (owner) await recordDetailsChanged(tx, owner.user.id);
    if (row.status === 'paid') {
      if (announce && owner) await this.onPaid(tx, row, owner, mails);
      else await firstTime(tx, `invoice-paid:${row.id}`);
    }
    return row;
  }

  /** An invoice still open after an attempt: billing.invoice.payment_failed.v1, once per attempt. */
  async recordPaymentFailure(tx: Tx, row: Invoice): Promise<void> {
    if (row.status !== 'open' || row.attemptCount === 0) return;
    const owner = await this.ownerOf(tx, row);
    if (!owner || !(await firstTime(tx, `invoice-failed:${row.id}:${row.attemptCount}`))) return;
    await recordEvent(tx, Events.invoicePaymentFailed, {
      userId: owner.user.id,
      invoiceId: row.id,
      subscriptionId: row.subscriptionId ?? '',
      amountDue: BigInt(row.amountDueCents),
      currency: row.currency,
      attemptCount: row.attemptCount,
    });
  }

  /** An invoice of a customer billing does not know yet (no owner) is told when a later read finds its owner. */
  private async onPaid(tx: Tx, row: Invoice, owner: InvoiceOwner, mails: Mail[]): Promise<void> {
    if (!(await firstTime(tx, `invoice-paid:${row.id}`))) return;
    await recordEvent(tx, Events.invoicePaid, {
      userId: owner.user.id,
      invoiceId: row.id,
      subscriptionId: row.subscriptionId ?? '',
      amountPaid: BigInt(row.amountPaidCents),
      currency: row.currency,
    });
    if (row.amountPaidCents <= 0) return; // a trial's $0 invoice took no money: nothing to give a receipt for
    mails.push(
      receiptMail({
        to: owner.user.email,
        username: owner.user.username,
        invoiceId: row.id,
        invoiceNumber: row.number,
        amount: dollars(row.amountPaidCents),
        paidAt: row.paidAt ?? row.createdAt,
        planName: owner.planName,
        profileUrl: siteLink(this.config.SITE_URL, '/profile'),
        timeZone: await timeZoneOf(tx, owner.user.id),
      }),
    );
  }

  /** The account an invoice belongs to: its Stripe customer's, else its subscription's. */
  private async ownerOf(tx: Tx, row: Invoice): Promise<InvoiceOwner | undefined> {
    const subscription = row.subscriptionId
      ? await tx.subscription.findUnique({ where: { id: row.subscriptionId }, include: { plan: true, user: true } })
      : null;
    const user = (await tx.billingUser.findUnique({ where: { stripeCustomerId: row.customerId } })) ?? subscription?.user;
    return user ? { user, planName: subscription?.plan.name ?? null } : undefined;
  }
}
