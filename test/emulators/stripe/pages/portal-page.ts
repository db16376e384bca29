import type { EmulatorContext } from '../context.js';
import { idOf, type PortalSessionRecord, type SubscriptionRecord } from '../records.js';
import { escapeHtml, formatDate, formatMoney, layout } from './html.js';

function subscriptionCard(context: EmulatorContext, session: PortalSessionRecord, subscription: SubscriptionRecord): string {
  const item = subscription.items.data[0];
  const product = context.state.products.get(idOf(item?.price.product) ?? '');
  const recurring = item?.price.recurring;
  const every = recurring
    ? ` every ${recurring.interval_count > 1 ? `${recurring.interval_count} ${recurring.interval}s` : recurring.interval}`
    : '';
  const action = (verb: string) =>
    `/billing_portal/${escapeHtml(session.id)}/subscriptions/${escapeHtml(subscription.id)}/${verb}`;
  const ending = subscription.cancel_at_period_end
    ? `<p data-testid="portal-cancel-notice">Cancels on ${formatDate(subscription.cancel_at)}.</p>
       <form method="post" action="${action('renew')}"><button type="submit" data-testid="portal-renew">Renew subscription</button></form>`
    : `<p>Renews on ${formatDate(item?.current_period_end)}.</p>
       <form method="post" action="${action('cancel')}"><button type="submit" class="secondary" data-testid="portal-cancel">Cancel subscription</button></form>`;
  return `<section data-testid="portal-subscription" data-subscription-id="${escapeHtml(subscription.id)}">
    <h2>${escapeHtml(product?.name ?? 'Subscription')}</h2>
    <p>${formatMoney(item?.price.unit_amount, item?.price.currency)}${escapeHtml(every)} · status <strong data-testid="portal-status">${escapeHtml(subscription.status)}</strong></p>
    ${subscription.status === 'trialing' ? `<p>Trial ends on ${formatDate(subscription.trial_end)}.</p>` : ''}
    ${ending}
  </section>`;
}

/** The customer portal: the customer's subscriptions, cancel / renew, invoices, and the way back. */
export function portalPage(context: EmulatorContext, session: PortalSessionRecord): string {
  const customerId = session.customer;
  const subscriptions = context.state.subscriptions
    .newestFirst()
    .filter(
      (subscription) => subscription.customer === customerId && !['canceled', 'incomplete_expired'].includes(subscription.status),
    );
  const customer = context.state.customers.get(customerId);
  const defaultCard =
    customer && !customer.deleted
      ? context.state.paymentMethods.get(idOf(customer.invoice_settings.default_payment_method) ?? '')
      : undefined;
  const invoices = context.state.invoices
    .newestFirst()
    .filter((invoice) => invoice.customer === customerId && invoice.status !== 'draft')
    .slice(0, 10)
    .map(
      (invoice) =>
        `<tr><td>${formatDate(invoice.created)}</td><td>${escapeHtml(invoice.status)}</td><td class="amount">${formatMoney(invoice.total, invoice.currency)}</td></tr>`,
    );
  return layout(
    'Billing',
    `<h1>Manage your billing</h1>
    ${subscriptions.map((subscription) => subscriptionCard(context, session, subscription)).join('') || '<p data-testid="portal-empty">No active subscription.</p>'}
    ${defaultCard?.card ? `<p>Card on file: ${escapeHtml(defaultCard.card.brand)} •••• ${escapeHtml(defaultCard.card.last4)}</p>` : ''}
    ${invoices.length ? `<h2>Invoices</h2><table>${invoices.join('')}</table>` : ''}
    ${session.return_url ? `<p><a href="${escapeHtml(session.return_url)}" data-testid="portal-return">Return</a></p>` : ''}`,
  );
}
