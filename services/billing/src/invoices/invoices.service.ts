import { Inject, Injectable } from '@nestjs/common';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { InvoiceSchema } from '@mc/proto';
import Stripe from 'stripe';
import { calendarDate, dollars } from '../common/money.js';
import { success } from '../common/problem.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { stripeFailure } from '../stripe/stripe-failure.js';
import { BillingUsersService } from '../users/billing-users.service.js';

/** Stripe stops at 100 per page; a monthly subscriber reaches that after eight years. */
const PAGE = 100;

@Injectable()
export class InvoicesService {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly users: BillingUsersService,
  ) {}

  /** The payment history (spec §3 Invoice), newest first; drafts are not shown. */
  async list(userId: number) {
    const customer = (await this.users.find(userId))?.stripeCustomerId;
    if (!customer) return success({ invoices: [] });
    try {
      const invoices = await this.stripe.invoices.list({ customer, limit: PAGE });
      return success({
        invoices: invoices.data
          .filter((invoice) => invoice.status !== 'draft')
          .map((invoice): MessageInitShape<typeof InvoiceSchema> => ({
            id: invoice.id,
            date: calendarDate(invoice.created),
            amountDue: dollars(invoice.amount_due),
            status: invoice.status ?? 'open',
          })),
      });
    } catch (error) {
      return stripeFailure(error);
    }
  }
}
