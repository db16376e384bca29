import { useId } from 'react';
import type { Invoice } from '../api/billing-types.js';
import { formatBillingDate } from '../format/billing-date.js';
import { formatDollars } from '../format/money.js';
import { statusWords } from '../format/status-words.js';

/** Spec §2: the invoices, newest as the server lists them; nothing at all when there are none. */
export function PaymentHistory({ invoices }: { invoices: readonly Invoice[] }) {
  const titleId = useId();
  if (invoices.length === 0) return null;
  return (
    <section className="payment-history" aria-labelledby={titleId}>
      <h3 id={titleId}>Payment History</h3>
      <ul>
        {invoices.map((invoice) => (
          <li key={invoice.id} className="payment-history__item">
            <span className="payment-history__date">{formatBillingDate(invoice.date) ?? '—'}</span>
            <span className="payment-history__amount">{formatDollars(invoice.amount_due) ?? '—'}</span>
            <span className={`subscription-status-badge subscription-status-badge--${invoice.status}`}>
              {statusWords(invoice.status)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
