import type { IncomingMessage, ServerResponse } from 'node:http';
import { runDueTransitions } from '../billing-engine.js';
import { markCancelAtPeriodEnd, publishSubscriptionChange } from '../subscription-rules.js';
import type { EmulatorContext } from '../context.js';
import { parseFormBody, type FormObject } from '../form-body.js';
import { readBody, redirect, sendHtml } from '../http.js';
import { authenticateCheckoutSession, payCheckoutSession, type CheckoutAttempt } from '../checkout-payment.js';
import { checkoutAuthenticationPage, checkoutPage } from './checkout-page.js';
import { escapeHtml, layout } from './html.js';
import { invoicePage } from './invoice-page.js';
import { portalPage } from './portal-page.js';
import { clone } from '../records.js';

const notFound = (response: ServerResponse, what: string) =>
  sendHtml(response, 404, layout('Not found', `<h1>No such ${escapeHtml(what)}.</h1>`));

const field = (form: FormObject, name: string): string => (typeof form[name] === 'string' ? form[name].trim() : '');

/** `12 / 34`, `12/34` or `12/2034`. */
function parseExpiry(value: string): { month: number; year: number } {
  const [month, year] = value.split('/').map((part) => Number(part.trim()));
  return { month: Number.isFinite(month) ? month : 0, year: Number.isFinite(year) ? year : 0 };
}

function showAttempt(context: EmulatorContext, response: ServerResponse, sessionId: string, attempt: CheckoutAttempt): void {
  const session = context.state.checkoutSessions.get(sessionId);
  if (!session) return notFound(response, 'checkout session');
  if (attempt.kind === 'completed') return redirect(response, attempt.redirectTo);
  if (attempt.kind === 'requires_authentication') return sendHtml(response, 200, checkoutAuthenticationPage(session));
  sendHtml(response, 200, checkoutPage(context, session, attempt.message));
}

/**
 * The hosted pages: Checkout (`/checkout/:id`), the customer portal (`/billing_portal/:id`) and
 * hosted invoices (`/invoice/:id`). Returns false when the path is not a page.
 */
export async function handlePage(
  context: EmulatorContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<boolean> {
  const [area, id, ...rest] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!['checkout', 'billing_portal', 'invoice'].includes(area ?? '') || !id) return false;
  const method = request.method ?? 'GET';
  const form = method === 'POST' ? parseFormBody(await readBody(request)) : {};
  runDueTransitions(context, context.clock.now());
  const page: PageRequest = { method, id, rest, form };
  if (area === 'checkout') serveCheckout(context, response, page);
  else if (area === 'billing_portal') servePortal(context, response, page);
  else serveInvoice(context, response, page);
  return true;
}

interface PageRequest {
  method: string;
  id: string;
  rest: string[];
  form: FormObject;
}

function serveCheckout(context: EmulatorContext, response: ServerResponse, { method, id, rest, form }: PageRequest): void {
  const session = context.state.checkoutSessions.get(id);
  if (!session) return notFound(response, 'checkout session');
  if (method === 'GET' && rest.length === 0) return sendHtml(response, 200, checkoutPage(context, session));
  if (method === 'POST' && rest.length === 0) {
    const expiry = parseExpiry(field(form, 'card_expiry'));
    const attempt = payCheckoutSession(context, session, {
      card: {
        number: field(form, 'card_number').replace(/\s/g, ''),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: field(form, 'card_cvc'),
      },
      email: field(form, 'email') || null,
      name: field(form, 'name') || null,
    });
    return showAttempt(context, response, id, attempt);
  }
  if (method === 'POST' && rest[0] === 'authenticate') {
    return showAttempt(
      context,
      response,
      id,
      authenticateCheckoutSession(context, session, field(form, 'outcome') === 'complete'),
    );
  }
  notFound(response, 'page');
}

function servePortal(context: EmulatorContext, response: ServerResponse, { method, id, rest }: PageRequest): void {
  const session = context.state.portalSessions.get(id);
  if (!session) return notFound(response, 'portal session');
  if (method === 'GET' && rest.length === 0) return sendHtml(response, 200, portalPage(context, session));
  const [collection, subscriptionId, verb] = rest;
  const subscription = context.state.subscriptions.get(subscriptionId ?? '');
  const ownSubscription = collection === 'subscriptions' && subscription?.customer === session.customer;
  if (method === 'POST' && subscription && ownSubscription && (verb === 'cancel' || verb === 'renew')) {
    // Stripe's portal cancels at the end of the paid period by default; renewing undoes that.
    const before = clone(subscription);
    markCancelAtPeriodEnd(subscription, verb === 'cancel', context.clock.now());
    publishSubscriptionChange(context, subscription, before);
    return redirect(response, `/billing_portal/${encodeURIComponent(session.id)}`);
  }
  notFound(response, 'page');
}

function serveInvoice(context: EmulatorContext, response: ServerResponse, { method, id, rest }: PageRequest): void {
  const invoice = context.state.invoices.get(id);
  if (!invoice || method !== 'GET' || rest.length > 0) return notFound(response, 'invoice');
  sendHtml(response, 200, invoicePage(invoice));
}
