import { jest } from '@jest/globals';
import type { StripeConstructor } from '@stripe/stripe-js';
import type { FakeRoute } from '../testing/fake-fetch.js';

/** The client configuration answer tests serve (spec §7 configuration, values made up). */
export const clientConfigAnswer = {
  stripe_publishable_key: 'pk_test_catalysts',
  stripe_js_url: 'https://js.stripe.test/v3/',
  pricing_table_id: 'prctbl_test',
  customer_portal_url: 'https://billing.stripe.test/p/login/test',
};

export const clientConfigRoute: Record<string, FakeRoute> = { 'GET /api/client-config/': { body: clientConfigAnswer } };

type Listener = (payload?: unknown) => void;

/** Stripe's card element as far as `@stripe/react-stripe-js` and our forms use it. */
class FakeCardElement {
  private readonly listeners = new Map<string, Listener[]>();
  options: Record<string, unknown>;
  mounted: HTMLElement | null = null;

  constructor(options: Record<string, unknown> = {}) {
    this.options = options;
  }

  mount(node: HTMLElement) {
    this.mounted = node;
    const marker = document.createElement('div');
    marker.dataset.testid = 'fake-card-element';
    node.appendChild(marker);
    setTimeout(() => this.emit('ready', this), 0);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  off(event: string, listener?: Listener) {
    this.listeners.set(event, listener ? (this.listeners.get(event) ?? []).filter((known) => known !== listener) : []);
    return this;
  }
  update(changes: Record<string, unknown>) {
    this.options = { ...this.options, ...changes };
  }
  focus() {}
  destroy() {
    this.mounted?.replaceChildren();
    this.mounted = null;
  }
  emit(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

export interface FakeStripe {
  /** `window.Stripe`: records the publishable key it was called with. */
  StripeJs: jest.Mock<(key: string) => unknown>;
  createPaymentMethod: jest.Mock<(data: unknown) => Promise<unknown>>;
  confirmCardPayment: jest.Mock<(clientSecret: string, data?: unknown) => Promise<unknown>>;
  confirmCardSetup: jest.Mock<(clientSecret: string) => Promise<unknown>>;
  /** The card element the screen mounted, once it did. */
  card(): FakeCardElement | null;
  /** Reports a change in the card inputs, as Stripe does while the user types. */
  typeInCard(change: { complete?: boolean; error?: { message: string } }): void;
}

/**
 * Installs a fake `window.Stripe` (ESM tests cannot mock modules): payment methods are created as
 * `pm_fake_card` and card payments and set-ups succeed unless a test changes the mocks' answers.
 */
export function installFakeStripe(): FakeStripe {
  let card: FakeCardElement | null = null;
  const elements = {
    create: (_type: string, options?: Record<string, unknown>) => (card = new FakeCardElement(options)),
    getElement: () => card,
    update: () => undefined,
  };
  const createPaymentMethod = jest.fn(async (_data: unknown): Promise<unknown> => ({ paymentMethod: { id: 'pm_fake_card' } }));
  const confirmCardPayment = jest.fn(async (_secret: string, _data?: unknown): Promise<unknown> => ({
    paymentIntent: { id: 'pi_fake', status: 'succeeded' },
  }));
  const confirmCardSetup = jest.fn(async (_secret: string): Promise<unknown> => ({
    setupIntent: { id: 'seti_fake', status: 'succeeded' },
  }));
  const stripe = {
    elements: () => elements,
    createToken: async () => ({}),
    createPaymentMethod,
    confirmCardPayment,
    confirmCardSetup,
  };
  const StripeJs = jest.fn((_key: string): unknown => stripe);
  window.Stripe = StripeJs as unknown as StripeConstructor;
  return {
    StripeJs,
    createPaymentMethod,
    confirmCardPayment,
    confirmCardSetup,
    card: () => card,
    typeInCard: (change) => card?.emit('change', { elementType: 'card', empty: false, complete: false, ...change }),
  };
}

export function removeFakeStripe(): void {
  delete window.Stripe;
}
