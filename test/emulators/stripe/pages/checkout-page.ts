import type { EmulatorContext } from '../context.js';
import { idOf, type CheckoutSessionRecord } from '../records.js';
import { escapeHtml, formatMoney, layout } from './html.js';

/** Buttons that fill the card field with Stripe's test cards (numbers as in test-cards.ts). */
const TEST_CARD_BUTTONS: readonly { number: string; label: string }[] = [
  { number: '4242424242424242', label: 'Succeeds' },
  { number: '4000002500003155', label: 'Needs 3D Secure' },
  { number: '4000000000000002', label: 'Declined' },
  { number: '4000000000009995', label: 'Insufficient funds' },
];

function summary(context: EmulatorContext, session: CheckoutSessionRecord): string {
  const rows = (session.line_items?.data ?? []).map((item) => {
    const recurring = item.price?.recurring;
    const every = recurring
      ? ` every ${recurring.interval_count > 1 ? `${recurring.interval_count} ${recurring.interval}s` : recurring.interval}`
      : '';
    const unit = formatMoney(item.price?.unit_amount ?? 0, item.currency);
    return `<tr data-testid="checkout-line"><td>${escapeHtml(item.description)} × ${item.quantity ?? 1}<br><small>${unit}${every}</small></td>
      <td class="amount">${formatMoney(item.amount_subtotal, item.currency)}</td></tr>`;
  });
  const internals = context.state.checkoutInternals.get(session.id);
  const trial = internals?.trialPeriodDays
    ? `<tr><td colspan="2">Includes a ${internals.trialPeriodDays}-day free trial.</td></tr>`
    : '';
  const discount = session.total_details?.amount_discount
    ? `<tr><td>Discount</td><td class="amount">−${formatMoney(session.total_details.amount_discount, session.currency)}</td></tr>`
    : '';
  return `<table>${rows.join('')}${discount}${trial}
    <tr><td><strong>Total due today</strong></td><td class="amount" data-testid="checkout-total"><strong>${formatMoney(session.amount_total, session.currency)}</strong></td></tr></table>`;
}

/** The payment form. Fields start filled with a working test card so a test can post the form as it is. */
export function checkoutPage(context: EmulatorContext, session: CheckoutSessionRecord, error?: string): string {
  const title = session.mode === 'subscription' ? 'Subscribe' : 'Pay';
  if (session.status !== 'open') {
    return layout(title, `<h1>This checkout is ${escapeHtml(session.status)}.</h1>${backLink(session)}`);
  }
  const year = new Date(context.clock.now() * 1000).getUTCFullYear() + 3;
  const needsEmail = !session.customer && !session.customer_email;
  const customer = context.state.customers.get(idOf(session.customer) ?? '');
  const email = session.customer_email ?? (customer && !customer.deleted ? customer.email : null);
  const buttons = TEST_CARD_BUTTONS.map(
    ({ number, label }) =>
      `<button type="button" class="secondary" data-testid="checkout-test-card-${number}" onclick="document.querySelector('[name=card_number]').value='${number}'">${escapeHtml(label)} ${number.slice(-4)}</button>`,
  ).join('');
  return layout(
    title,
    `<h1>${title}</h1>
    ${summary(context, session)}
    <form method="post" action="/checkout/${escapeHtml(session.id)}" data-testid="checkout-form">
      ${
        needsEmail
          ? `<label for="email">Email</label><input id="email" name="email" type="email" required data-testid="checkout-email">`
          : `<p>Paying as <strong>${escapeHtml(email ?? '')}</strong></p>`
      }
      <label for="name">Name on card</label><input id="name" name="name" value="Test Cardholder" data-testid="checkout-name">
      <label for="card_number">Card number</label>
      <input id="card_number" name="card_number" value="4242424242424242" inputmode="numeric" autocomplete="cc-number" data-testid="checkout-card-number">
      <div class="test-cards">${buttons}</div>
      <div class="row">
        <div><label for="card_expiry">Expiry (MM / YY)</label><input id="card_expiry" name="card_expiry" value="12 / ${String(year).slice(-2)}" data-testid="checkout-card-expiry"></div>
        <div><label for="card_cvc">CVC</label><input id="card_cvc" name="card_cvc" value="123" inputmode="numeric" data-testid="checkout-card-cvc"></div>
        <div><label for="card_postal">ZIP</label><input id="card_postal" name="card_postal" value="10001" data-testid="checkout-card-postal"></div>
      </div>
      ${error ? `<p class="error" role="alert" data-testid="checkout-error">${escapeHtml(error)}</p>` : ''}
      <button type="submit" data-testid="checkout-pay">${session.mode === 'subscription' ? 'Subscribe' : `Pay ${formatMoney(session.amount_total, session.currency)}`}</button>
    </form>
    ${backLink(session)}`,
  );
}

function backLink(session: CheckoutSessionRecord): string {
  return session.cancel_url
    ? `<p><a href="${escapeHtml(session.cancel_url)}" data-testid="checkout-cancel">Cancel and go back</a></p>`
    : '';
}

/** The 3D Secure step, shown when the card asks for authentication. */
export function checkoutAuthenticationPage(session: CheckoutSessionRecord): string {
  const action = `/checkout/${escapeHtml(session.id)}/authenticate`;
  return layout(
    '3D Secure',
    `<h1>Confirm this payment</h1>
    <p>Your bank asks you to authenticate this payment (emulated 3D Secure).</p>
    <form method="post" action="${action}"><input type="hidden" name="outcome" value="complete">
      <button type="submit" data-testid="stripe-3ds-complete">Complete authentication</button></form>
    <form method="post" action="${action}"><input type="hidden" name="outcome" value="fail">
      <button type="submit" class="secondary" data-testid="stripe-3ds-fail">Fail authentication</button></form>`,
  );
}
