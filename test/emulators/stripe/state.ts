import { randomBytes } from 'node:crypto';
import { resourceMissing } from './errors.js';
import { RequestCounts } from './request-counts.js';
import type { FormObject } from './form-body.js';
import type {
  CheckoutSessionRecord,
  CouponRecord,
  CustomerRecord,
  DeletedCustomerRecord,
  DiscountRecord,
  EventRecord,
  InvoicePaymentRecord,
  InvoiceRecord,
  PaymentIntentRecord,
  PaymentMethodRecord,
  PortalSessionRecord,
  PriceRecord,
  ProductRecord,
  PromotionCodeRecord,
  SetupIntentRecord,
  SubscriptionRecord,
  WebhookEndpointRecord,
} from './records.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += BASE62[byte % 62];
  return token;
}

/** Stripe-looking ids: a type prefix and 24 random characters (`cus_…`, `sub_…`). */
export const newId = (prefix: string): string => `${prefix}_${randomToken(24)}`;

/** One kind of object, kept in creation order; lists answer newest first, as Stripe's do. */
export class Collection<T extends { id: string }> {
  private readonly items = new Map<string, T>();

  /** `objectName` is how Stripe's "No such …" errors name this kind of object. */
  constructor(readonly objectName: string) {}

  insert(item: T): T {
    this.items.set(item.id, item);
    return item;
  }

  get(id: string): T | undefined {
    return this.items.get(id);
  }

  require(id: string, param = 'id'): T {
    const item = this.items.get(id);
    if (!item) throw resourceMissing(this.objectName, id, param);
    return item;
  }

  delete(id: string): void {
    this.items.delete(id);
  }

  newestFirst(): T[] {
    return [...this.items.values()].reverse();
  }

  values(): IterableIterator<T> {
    return this.items.values();
  }

  clear(): void {
    this.items.clear();
  }
}

/** Facts about a card that the API never shows, but test-card behaviour depends on. */
export interface CardSecret {
  number: string;
  /** Set once the cardholder completed 3D Secure for it, so later off-session charges need none. */
  authenticated: boolean;
  /** A detached payment method cannot be attached again (Stripe's rule). */
  detached: boolean;
}

/** What the emulator remembers per subscription beyond the API fields. */
export interface SubscriptionInternals {
  paymentBehavior: 'allow_incomplete' | 'default_incomplete' | 'error_if_incomplete' | 'pending_if_incomplete';
  trialWillEndSent: boolean;
}

/** A Checkout Session's instructions for when it is paid, kept out of the API object. */
export interface CheckoutInternals {
  /** `discounts[]` as sent: redeemed only when the session completes. */
  discounts: FormObject[];
  trialPeriodDays: number | null;
  subscriptionMetadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  setupFutureUsage: 'off_session' | 'on_session' | null;
  /** The intent waiting for the cardholder's 3D Secure answer on the hosted page. */
  pendingAuthentication: string | null;
}

export interface StoredResponse {
  fingerprint: string;
  status: number;
  body: string;
  /** On the emulator's clock: keys are forgotten 24 hours later. */
  savedAt: number;
}

export interface Decline {
  code: string;
  declineCode?: string;
  message: string;
}

/** All emulated state: one object, so `reset()` really forgets everything. */
export class EmulatorState {
  readonly products: Collection<ProductRecord> = new Collection('product');
  readonly prices: Collection<PriceRecord> = new Collection('price');
  readonly customers: Collection<CustomerRecord | DeletedCustomerRecord> = new Collection('customer');
  readonly paymentMethods: Collection<PaymentMethodRecord> = new Collection('PaymentMethod');
  readonly coupons: Collection<CouponRecord> = new Collection('coupon');
  readonly promotionCodes: Collection<PromotionCodeRecord> = new Collection('promotion code');
  readonly discounts: Collection<DiscountRecord> = new Collection('discount');
  readonly subscriptions: Collection<SubscriptionRecord> = new Collection('subscription');
  readonly invoices: Collection<InvoiceRecord> = new Collection('invoice');
  readonly invoicePayments: Collection<InvoicePaymentRecord> = new Collection('invoice payment');
  readonly paymentIntents: Collection<PaymentIntentRecord> = new Collection('payment_intent');
  readonly setupIntents: Collection<SetupIntentRecord> = new Collection('setup_intent');
  readonly checkoutSessions: Collection<CheckoutSessionRecord> = new Collection('checkout.session');
  readonly portalSessions: Collection<PortalSessionRecord> = new Collection('billing portal session');
  readonly events: Collection<EventRecord> = new Collection('event');
  readonly webhookEndpoints: Collection<WebhookEndpointRecord> = new Collection('webhook endpoint');

  readonly cards = new Map<string, CardSecret>();
  readonly subscriptionInternals = new Map<string, SubscriptionInternals>();
  readonly checkoutInternals = new Map<string, CheckoutInternals>();
  /** Signing secrets of endpoints created through the API (Stripe shows a secret only once). */
  readonly webhookSecrets = new Map<string, string>();
  /** Invoice of each payment intent an invoice created (basil removed `payment_intent.invoice`). */
  readonly invoiceOfPaymentIntent = new Map<string, string>();
  /** Customers whose next charge declines, set through the control API. */
  readonly failNextPayment = new Map<string, Decline>();
  readonly idempotentResponses = new Map<string, StoredResponse>();
  readonly requestCounts = new RequestCounts();
  private invoiceSequence = 0;

  /** Every collection an id could live in, for expansion and generic look-ups. */
  private collections(): Collection<{ id: string }>[] {
    return [
      this.products,
      this.prices,
      this.customers,
      this.paymentMethods,
      this.coupons,
      this.promotionCodes,
      this.discounts,
      this.subscriptions,
      this.invoices,
      this.invoicePayments,
      this.paymentIntents,
      this.setupIntents,
      this.checkoutSessions,
      this.portalSessions,
      this.events,
      this.webhookEndpoints,
    ];
  }

  findAny(id: string): object | undefined {
    for (const collection of this.collections()) {
      const found = collection.get(id);
      if (found) return found;
    }
    return undefined;
  }

  nextInvoiceNumber(customerId: string): string {
    this.invoiceSequence += 1;
    return `${customerId.slice(4, 12).toUpperCase()}-${String(this.invoiceSequence).padStart(4, '0')}`;
  }

  reset(): void {
    for (const collection of this.collections()) collection.clear();
    this.cards.clear();
    this.subscriptionInternals.clear();
    this.checkoutInternals.clear();
    this.webhookSecrets.clear();
    this.invoiceOfPaymentIntent.clear();
    this.failNextPayment.clear();
    this.idempotentResponses.clear();
    this.requestCounts.reset();
    this.invoiceSequence = 0;
  }
}
