import type Stripe from 'stripe';

/**
 * The stored shapes of the objects the emulator serves, taken from the installed `stripe` SDK's own
 * types so that a renamed or removed field (basil moved `invoice.subscription`, endive moved
 * `discount.coupon`) is a compile error here rather than a surprise in the billing service.
 */

/** The SDK turns decimal strings into `Decimal` objects; on the wire they are strings. */
type Decimal = Stripe.Price['unit_amount_decimal'] & object;
export type Wire<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T
  : T extends Decimal
    ? string
    : T extends readonly (infer E)[]
      ? Wire<E>[]
      : T extends object
        ? { -readonly [K in keyof T]: Wire<T[K]> }
        : T;

/** Any stored or rendered API object, for code that walks objects without knowing their type. */
export type StripeObject = Record<string, unknown>;

export type ProductRecord = Wire<Stripe.Product>;
export type PriceRecord = Wire<Stripe.Price>;
export type PlanRecord = Wire<Stripe.Plan>;
export type CustomerRecord = Wire<Stripe.Customer>;
export type DeletedCustomerRecord = Wire<Stripe.DeletedCustomer>;
export type PaymentMethodRecord = Wire<Stripe.PaymentMethod>;
export type CouponRecord = Wire<Stripe.Coupon>;
export type PromotionCodeRecord = Wire<Stripe.PromotionCode>;
export type DiscountRecord = Wire<Stripe.Discount>;
export type SubscriptionRecord = Wire<Stripe.Subscription>;
export type SubscriptionItemRecord = Wire<Stripe.SubscriptionItem>;
export type InvoiceRecord = Wire<Stripe.Invoice>;
export type InvoiceLineItemRecord = Wire<Stripe.InvoiceLineItem>;
export type InvoicePaymentRecord = Wire<Stripe.InvoicePayment>;
export type PaymentIntentRecord = Wire<Stripe.PaymentIntent>;
export type SetupIntentRecord = Wire<Stripe.SetupIntent>;
export type PortalSessionRecord = Wire<Stripe.BillingPortal.Session>;
export type WebhookEndpointRecord = Wire<Stripe.WebhookEndpoint>;
export type CheckoutLineItemRecord = Wire<Stripe.LineItem>;
export type LastPaymentError = Wire<Stripe.PaymentIntent.LastPaymentError>;

/** The Checkout Session fields the emulator fills; the rest of Stripe's 70-odd fields are not served. */
export type CheckoutSessionRecord = Wire<
  Pick<
    Stripe.Checkout.Session,
    | 'id'
    | 'object'
    | 'allow_promotion_codes'
    | 'amount_subtotal'
    | 'amount_total'
    | 'cancel_url'
    | 'client_reference_id'
    | 'client_secret'
    | 'created'
    | 'currency'
    | 'customer'
    | 'customer_creation'
    | 'customer_details'
    | 'customer_email'
    | 'discounts'
    | 'expires_at'
    | 'invoice'
    | 'livemode'
    | 'locale'
    | 'metadata'
    | 'mode'
    | 'payment_intent'
    | 'payment_method_collection'
    | 'payment_method_types'
    | 'payment_status'
    | 'setup_intent'
    | 'status'
    | 'subscription'
    | 'success_url'
    | 'total_details'
    | 'ui_mode'
    | 'url'
  > & { line_items?: ListObject<CheckoutLineItemRecord> }
>;

/** Event as served; `data.object` is a snapshot taken when the event happened. */
export type EventRecord = Wire<
  Pick<Stripe.EventBase, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'>
> & {
  type: string;
  data: { object: StripeObject; previous_attributes?: StripeObject };
};

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
  total_count?: number;
}

/** A reference field that holds an id when stored and may hold the object once expanded. */
export const idOf = (reference: string | { id: string } | null | undefined): string | null =>
  reference == null ? null : typeof reference === 'string' ? reference : reference.id;

/**
 * A deep copy of stored API data (plain JSON values): snapshots for `previous_attributes`, embedded
 * copies of prices. JSON rather than `structuredClone`, so the emulator also runs inside jsdom tests.
 */
export const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
