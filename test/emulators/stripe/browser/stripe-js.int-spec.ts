/**
 * @jest-environment jsdom
 */
import { request } from 'node:http';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The side-effect-free entry: the main one would inject the real js.stripe.com script on import.
import { loadStripe } from '@stripe/stripe-js/dist/pure.mjs';
import { act, createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { encodeFormBody } from '../form-body.js';
import { startStripeEmulator, type RunningStripeEmulator } from '../server.js';
import type { StandInWindow } from './stripe-js.js';

/**
 * The stand-in served at `/v3/`, loaded into jsdom and driven through `@stripe/react-stripe-js`
 * exactly as the web client uses it: `<Elements>`, `<CardElement>`, `useStripe`, `useElements`.
 *
 * The DOM is declared locally (the server-side workspace compiles without TypeScript's `dom` lib).
 * The server side is called over plain HTTP: under jsdom the `stripe` package resolves to its
 * browser build, which has no Node HTTP client.
 */
interface TestNode {
  value: string;
  textContent: string | null;
  className: string;
  dispatchEvent(event: unknown): boolean;
  click(): void;
  appendChild(child: TestNode): unknown;
  querySelector(selector: string): TestNode | null;
}
declare const document: {
  body: TestNode;
  createElement(tag: string): TestNode;
  querySelector(selector: string): TestNode | null;
};
declare const window: StandInWindow & Record<string, unknown>;
declare const Event: new (type: string, init?: { bubbles?: boolean }) => unknown;

/** jsdom has no fetch: a small one over node:http, enough for the stand-in's calls. */
const nodeFetch: StandInWindow['fetch'] = (url, init) =>
  new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init?.method ?? 'GET', headers: init?.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) as unknown });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(init?.body);
  });

let emulator: RunningStripeEmulator;

/** The few fields these tests read from API answers. */
interface ApiObject {
  id: string;
  status?: string;
  default_payment_method?: string | null;
  latest_invoice?: { confirmation_secret: { client_secret: string } };
  error?: { message: string };
}

/** What the billing service would do with its secret key. */
async function server(method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}): Promise<ApiObject> {
  const body = encodeFormBody(params);
  const url = method === 'GET' ? `${emulator.url}${path}?${body}` : `${emulator.url}${path}`;
  const response = await nodeFetch(url, {
    method,
    headers: { Authorization: 'Bearer sk_test_browser', 'Content-Type': 'application/x-www-form-urlencoded' },
    ...(method === 'POST' ? { body } : {}),
  });
  const answer = (await response.json()) as ApiObject;
  if (answer.error) throw new Error(`${method} ${path}: ${answer.error.message}`);
  return answer;
}

beforeAll(async () => {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  emulator = await startStripeEmulator({ port: 0, tickMs: 0, log: (line) => process.stderr.write(line + '\n') });
  const source = await new Promise<string>((resolve, reject) => {
    request(`${emulator.url}/v3/`, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    })
      .on('error', reject)
      .end();
  });
  window.fetch = nodeFetch;
  // The served text runs as a classic script would in the page.
  new Function(source)();
});
afterAll(() => emulator.close());

const waitFor = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
};

function type(testId: string, value: string) {
  const input = document.querySelector(`[data-testid="${testId}"]`);
  if (!input) throw new Error(`no input ${testId}`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

interface Outcome {
  status?: string;
  error?: string;
}

/** A small payment form, as the web client's subscribe page builds it. */
function PayForm(props: { clientSecret: string; onOutcome: (outcome: Outcome) => void; onChange: (complete: boolean) => void }) {
  const stripeJs = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    if (!stripeJs || !elements) return;
    setBusy(true);
    const card = elements.getElement(CardElement);
    if (!card) return props.onOutcome({ error: 'no card element' });
    const created = await stripeJs.createPaymentMethod({ type: 'card', card, billing_details: { name: 'Ada' } });
    if (created.error) return props.onOutcome({ error: created.error.message });
    const confirmed = await stripeJs.confirmCardPayment(props.clientSecret, { payment_method: created.paymentMethod.id });
    props.onOutcome(confirmed.error ? { error: confirmed.error.message } : { status: confirmed.paymentIntent.status });
  };
  return h(
    'div',
    null,
    h(CardElement, { onChange: (event) => props.onChange(event.complete) }),
    h('button', { 'data-testid': 'pay', disabled: busy, onClick: () => void pay() }, 'Pay'),
  );
}

async function incompleteSubscription(): Promise<{ id: string; clientSecret: string }> {
  const product = await server('POST', '/v1/products', { name: 'Monthly' });
  const price = await server('POST', '/v1/prices', {
    product: product.id,
    currency: 'usd',
    unit_amount: 2000,
    recurring: { interval: 'month' },
  });
  const customer = await server('POST', '/v1/customers', { email: 'browser@example.com' });
  const subscription = await server('POST', '/v1/subscriptions', {
    customer: customer.id,
    items: [{ price: price.id }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    expand: ['latest_invoice.confirmation_secret'],
  });
  return { id: subscription.id, clientSecret: subscription.latest_invoice?.confirmation_secret.client_secret ?? '' };
}

async function renderForm(clientSecret: string) {
  const outcomes: Outcome[] = [];
  let complete = false;
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container as unknown as Parameters<typeof createRoot>[0]);
  const stripePromise = loadStripe('pk_test_browser');
  await act(async () => {
    root.render(
      h(
        Elements,
        { stripe: stripePromise },
        h(PayForm, { clientSecret, onOutcome: (outcome) => outcomes.push(outcome), onChange: (value) => (complete = value) }),
      ),
    );
  });
  await waitFor(() => document.querySelector('[data-testid="card-number"]') !== null, 'the card inputs');
  return { outcomes, isComplete: () => complete, unmount: () => act(() => root.unmount()) };
}

describe('Stripe.js stand-in with @stripe/react-stripe-js', () => {
  it('defines window.Stripe with the release train @stripe/stripe-js expects', () => {
    expect(typeof window.Stripe).toBe('function');
    expect((window.Stripe as { version: string }).version).toBe('endive');
  });

  it('pays through the card element and the 3D Secure dialog', async () => {
    const subscription = await incompleteSubscription();
    const form = await renderForm(subscription.clientSecret);
    type('card-number', '4000 0025 0000 3155');
    type('card-expiry', '12 / 34');
    type('card-cvc', '123');
    expect(form.isComplete()).toBe(false);
    type('card-postal', '10001');
    expect(form.isComplete()).toBe(true);

    await act(async () => document.querySelector('[data-testid="pay"]')?.click());
    await waitFor(() => document.querySelector('[data-testid="stripe-3ds-complete"]') !== null, 'the 3D Secure dialog');
    await act(async () => document.querySelector('[data-testid="stripe-3ds-complete"]')?.click());
    await waitFor(() => form.outcomes.length > 0, 'the payment outcome');

    expect(form.outcomes).toEqual([{ status: 'succeeded' }]);
    expect(document.querySelector('[data-testid="stripe-3ds-dialog"]')).toBeNull();
    const after = await server('GET', `/v1/subscriptions/${subscription.id}`);
    expect(after.status).toBe('active');
    expect(typeof after.default_payment_method).toBe('string');
    await form.unmount();
  });

  it('reports a failed authentication and a declined card as Stripe.js errors', async () => {
    const subscription = await incompleteSubscription();
    const form = await renderForm(subscription.clientSecret);
    type('card-number', '4000002500003155');
    type('card-expiry', '1234');
    type('card-cvc', '123');
    type('card-postal', '10001');
    await act(async () => document.querySelector('[data-testid="pay"]')?.click());
    await waitFor(() => document.querySelector('[data-testid="stripe-3ds-fail"]') !== null, 'the 3D Secure dialog');
    await act(async () => document.querySelector('[data-testid="stripe-3ds-fail"]')?.click());
    await waitFor(() => form.outcomes.length > 0, 'the payment outcome');
    expect(form.outcomes[0].error).toMatch(/unable to authenticate/);
    expect((await server('GET', `/v1/subscriptions/${subscription.id}`)).status).toBe('incomplete');
    await form.unmount();

    const declined = await renderForm(subscription.clientSecret);
    type('card-number', '4000000000000002');
    type('card-expiry', '12/34');
    type('card-cvc', '123');
    type('card-postal', '10001');
    await act(async () => document.querySelector('[data-testid="pay"]')?.click());
    await waitFor(() => declined.outcomes.length > 0, 'the payment outcome');
    expect(declined.outcomes).toEqual([{ error: 'Your card was declined.' }]);
    await declined.unmount();
  });
});
