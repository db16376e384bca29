import { escapeHtml, type Mail } from '@mc/runtime';
import { longDate } from './mail-dates.js';

export interface Receipt {
  to: string;
  username: string;
  invoiceId: string;
  /** Stripe's invoice number, when the invoice has one. */
  invoiceNumber: string | null;
  /** Dollars with two decimals. */
  amount: string;
  paidAt: Date;
  /** The plan the invoice paid for, when it billed one of ours. */
  planName: string | null;
  profileUrl: string;
  /** The account's IANA zone: the date is the day there. */
  timeZone: string;
}

/** An invoice that took money was paid: sent once per invoice. */
export function receiptMail(receipt: Receipt): Mail {
  const what = receipt.planName ? `your Market Catalysts ${receipt.planName} plan` : 'Market Catalysts';
  const paid = `We received your payment of $${receipt.amount} on ${longDate(receipt.paidAt, receipt.timeZone)} for ${what}.`;
  const reference = `Invoice ${receipt.invoiceNumber ?? receipt.invoiceId}.`;
  const text = [
    `Hello ${receipt.username},`,
    '',
    paid,
    reference,
    '',
    `Your payment history is on your profile: ${receipt.profileUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(receipt.username)},</p>
<p>${escapeHtml(paid)}<br>${escapeHtml(reference)}</p>
<p>Your payment history is on <a href="${escapeHtml(receipt.profileUrl)}">your profile</a>.</p>`;
  return {
    to: receipt.to,
    subject: `Your Market Catalysts receipt for $${receipt.amount}`,
    text,
    html,
    messageId: `<receipt-${receipt.invoiceId}@billing.marketcatalysts>`,
  };
}
