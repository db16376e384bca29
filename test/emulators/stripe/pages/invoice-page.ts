import type { InvoiceRecord } from '../records.js';
import { escapeHtml, formatDate, formatMoney, layout } from './html.js';

/** `hosted_invoice_url`: a read-only view of the invoice. */
export function invoicePage(invoice: InvoiceRecord): string {
  const lines = invoice.lines.data
    .map(
      (
        line,
      ) => `<tr><td>${escapeHtml(line.description)}<br><small>${formatDate(line.period.start)} – ${formatDate(line.period.end)}</small></td>
      <td class="amount">${formatMoney(line.amount, invoice.currency)}</td></tr>`,
    )
    .join('');
  const discount = invoice.subtotal - invoice.total;
  return layout(
    `Invoice ${invoice.number ?? invoice.id}`,
    `<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
    <p>Status: <strong data-testid="invoice-status">${escapeHtml(invoice.status)}</strong> · issued ${formatDate(invoice.created)}</p>
    <table>${lines}
      ${discount ? `<tr><td>Discount</td><td class="amount">−${formatMoney(discount, invoice.currency)}</td></tr>` : ''}
      <tr><td><strong>Amount due</strong></td><td class="amount"><strong>${formatMoney(invoice.amount_due, invoice.currency)}</strong></td></tr>
      <tr><td>Amount paid</td><td class="amount">${formatMoney(invoice.amount_paid, invoice.currency)}</td></tr>
    </table>`,
  );
}
