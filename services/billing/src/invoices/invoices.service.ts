import { Injectable } from '@nestjs/common';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { InvoiceSchema } from '@mc/proto';
import { calendarDate, dollars } from '../common/money.js';
import { success } from '../common/problem.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { BillingUsersService } from '../users/billing-users.service.js';

/** Stripe stops a list at 100; so does the history (a monthly subscriber reaches that after eight years). */
const PAGE = 100;

@Injectable()
export class InvoicesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: BillingUsersService,
  ) {}

  /**
   * The payment history (spec §3 Invoice), newest first, from billing's copy of the invoices: money
   * taken only (paid invoices, refunded ones included), never an open, void or draft invoice that
   * reads as owed (issue 19 §2).
   */
  async list(userId: number) {
    const customerId = (await this.users.find(userId))?.stripeCustomerId;
    if (!customerId) return success({ invoices: [] });
    const invoices = await this.prisma.invoice.findMany({
      where: { customerId, status: 'paid' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: PAGE,
    });
    return success({
      invoices: invoices.map((invoice): MessageInitShape<typeof InvoiceSchema> => ({
        id: invoice.id,
        date: calendarDate(invoice.createdAt),
        amountDue: dollars(invoice.amountDueCents),
        status: invoice.status,
      })),
    });
  }
}
