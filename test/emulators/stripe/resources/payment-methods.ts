import { PAGINATION_PARAMS, paginate, type Route } from '../api.js';
import type { EmulatorContext } from '../context.js';
import { cardError, invalidRequest, missingParam } from '../errors.js';
import { diffTopLevel } from '../events.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import { clone, idOf, type CustomerRecord, type PaymentMethodRecord } from '../records.js';
import { newId } from '../state.js';
import { fingerprintOf, TEST_PAYMENT_METHOD_TOKENS, testCardFor, validateCardInput } from '../test-cards.js';

const CREATE_PARAMS = paramList('type card billing_details metadata expand allow_redisplay customer payment_method');
const UPDATE_PARAMS = paramList('allow_redisplay billing_details card expand metadata');
const LIST_PARAMS = [...PAGINATION_PARAMS, ...paramList('allow_redisplay customer customer_account type')];

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string;
  billingDetails?: Params;
  metadata?: Record<string, string | null>;
}

function billingDetailsOf(params: Params | undefined): PaymentMethodRecord['billing_details'] {
  const address = params?.object('address');
  return {
    address: {
      city: address?.string('city') ?? null,
      country: address?.string('country') ?? null,
      line1: address?.string('line1') ?? null,
      line2: address?.string('line2') ?? null,
      postal_code: address?.string('postal_code') ?? null,
      state: address?.string('state') ?? null,
    },
    email: params?.string('email') ?? null,
    name: params?.string('name') ?? null,
    phone: params?.string('phone') ?? null,
    tax_id: null,
  };
}

/** Creates a card payment method, with Stripe's 402 answers for numbers, dates and codes that cannot be right. */
export function createCardPaymentMethod(context: EmulatorContext, input: CardInput): PaymentMethodRecord {
  const number = input.number.replace(/[\s-]/g, '');
  const invalid = validateCardInput({ ...input, number }, new Date(context.clock.now() * 1000));
  if (invalid) throw cardError({ code: invalid.code, message: invalid.message, param: invalid.param });
  const card = testCardFor(number);
  const paymentMethod: PaymentMethodRecord = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetailsOf(input.billingDetails),
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: input.cvc ? 'pass' : null },
      country: card.country,
      display_brand: card.brand,
      exp_month: input.expMonth,
      exp_year: input.expYear < 100 ? 2000 + input.expYear : input.expYear,
      fingerprint: fingerprintOf(number),
      funding: card.funding,
      generated_from: null,
      last4: number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: context.clock.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: mergeMetadata(null, input.metadata),
    type: 'card',
  };
  context.state.paymentMethods.insert(paymentMethod);
  context.state.cards.set(paymentMethod.id, { number, authenticated: false, detached: false });
  return paymentMethod;
}

/** A payment method by id; Stripe's `pm_card_visa`-style test ids become a fresh payment method. */
export function resolvePaymentMethod(context: EmulatorContext, id: string, param: string): PaymentMethodRecord {
  const testNumber = TEST_PAYMENT_METHOD_TOKENS[id];
  if (testNumber) {
    const year = new Date(context.clock.now() * 1000).getUTCFullYear() + 5;
    return createCardPaymentMethod(context, { number: testNumber, expMonth: 12, expYear: year, cvc: '123' });
  }
  return context.state.paymentMethods.require(id, param);
}

export function requireLiveCustomer(context: EmulatorContext, id: string, param: string): CustomerRecord {
  const customer = context.state.customers.require(id, param);
  if (customer.deleted) throw invalidRequest(`No such customer: '${id}'`, param, 'resource_missing');
  return customer as CustomerRecord;
}

export function attachPaymentMethod(
  context: EmulatorContext,
  paymentMethod: PaymentMethodRecord,
  customerId: string,
): PaymentMethodRecord {
  const customer = requireLiveCustomer(context, customerId, 'customer');
  if (paymentMethod.customer === customer.id) return paymentMethod;
  if (paymentMethod.customer) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
  }
  const secret = context.state.cards.get(paymentMethod.id);
  if (secret?.detached) {
    throw invalidRequest(
      'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      'payment_method',
    );
  }
  // Stripe validates a card with its issuer when it is attached: the decline test cards fail here.
  const card = secret ? testCardFor(secret.number) : undefined;
  if (card?.decline && card.declineOnAttach) {
    throw cardError({ code: card.decline.code, decline_code: card.decline.declineCode, message: card.decline.message });
  }
  paymentMethod.customer = customer.id;
  context.events.emit('payment_method.attached', paymentMethod, { customer: null });
  return paymentMethod;
}

export function detachPaymentMethod(context: EmulatorContext, paymentMethod: PaymentMethodRecord): PaymentMethodRecord {
  const customerId = idOf(paymentMethod.customer);
  if (!customerId)
    throw invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
      'payment_method',
    );
  paymentMethod.customer = null;
  const secret = context.state.cards.get(paymentMethod.id);
  if (secret) secret.detached = true;
  // Stripe stops using a detached card as anyone's default.
  const customer = context.state.customers.get(customerId);
  if (customer && !customer.deleted && customer.invoice_settings.default_payment_method === paymentMethod.id) {
    const previous = clone(customer.invoice_settings);
    customer.invoice_settings.default_payment_method = null;
    context.events.emit('customer.updated', customer, { invoice_settings: previous });
  }
  for (const subscription of context.state.subscriptions.values()) {
    if (subscription.default_payment_method === paymentMethod.id) {
      subscription.default_payment_method = null;
      context.events.emit('customer.subscription.updated', subscription, { default_payment_method: paymentMethod.id });
    }
  }
  context.events.emit('payment_method.detached', paymentMethod, { customer: customerId });
  return paymentMethod;
}

/** Reads `card[number]` etc. as Stripe.js and server code send them. */
export function cardInputOf(params: Params, cardParam = 'card'): CardInput {
  const card = params.object(cardParam);
  if (!card) throw missingParam(cardParam);
  return {
    number: card.requiredString('number'),
    expMonth: card.requiredInt('exp_month'),
    expYear: card.requiredInt('exp_year'),
    cvc: card.string('cvc'),
    billingDetails: params.object('billing_details'),
    metadata: params.metadataUpdate(),
  };
}

const listForCustomer = (context: EmulatorContext, customerId: string, params: Params, url: string) => {
  requireLiveCustomer(context, customerId, 'customer');
  const type = params.string('type');
  const paymentMethods = context.state.paymentMethods
    .newestFirst()
    .filter((paymentMethod) => paymentMethod.customer === customerId)
    .filter((paymentMethod) => type === undefined || paymentMethod.type === type);
  return paginate(paymentMethods, params, url);
};

export const paymentMethodRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_methods',
    // Stripe.js creates payment methods in the browser with the publishable key.
    auth: 'publishable',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      if (params.has('payment_method')) {
        throw invalidRequest('Cloning payment methods for connected accounts is not emulated.', 'payment_method');
      }
      const type = params.requiredString('type');
      if (type !== 'card') throw invalidRequest(`The emulator only supports card payment methods, not ${type}.`, 'type');
      const paymentMethod = createCardPaymentMethod(context, cardInputOf(params));
      const customer = params.string('customer');
      return customer ? attachPaymentMethod(context, paymentMethod, customer) : paymentMethod;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => state.paymentMethods.require(pathParams.id),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(UPDATE_PARAMS);
      const paymentMethod = context.state.paymentMethods.require(pathParams.id);
      if (!paymentMethod.customer)
        throw invalidRequest('You must save this PaymentMethod to a customer before you can update it.');
      const before = clone(paymentMethod);
      if (params.has('billing_details')) paymentMethod.billing_details = billingDetailsOf(params.object('billing_details'));
      const card = params.object('card');
      if (card && paymentMethod.card) {
        paymentMethod.card.exp_month = card.int('exp_month') ?? paymentMethod.card.exp_month;
        paymentMethod.card.exp_year = card.int('exp_year') ?? paymentMethod.card.exp_year;
      }
      paymentMethod.metadata = mergeMetadata(paymentMethod.metadata, params.metadataUpdate());
      context.events.emit('payment_method.updated', paymentMethod, diffTopLevel(before, paymentMethod));
      return paymentMethod;
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(['customer', 'customer_account', 'expand']);
      const paymentMethod = resolvePaymentMethod(context, pathParams.id, 'payment_method');
      return attachPaymentMethod(context, paymentMethod, params.requiredString('customer'));
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(['expand']);
      return detachPaymentMethod(context, context.state.paymentMethods.require(pathParams.id));
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(LIST_PARAMS);
      return listForCustomer(context, params.requiredString('customer'), params, '/v1/payment_methods');
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:customer/payment_methods',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown([...PAGINATION_PARAMS, 'allow_redisplay', 'type']);
      return listForCustomer(context, pathParams.customer, params, `/v1/customers/${pathParams.customer}/payment_methods`);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:customer/payment_methods/:id',
    auth: 'secret',
    handle: ({ pathParams }, context) => {
      const paymentMethod = context.state.paymentMethods.require(pathParams.id);
      if (paymentMethod.customer !== pathParams.customer)
        throw invalidRequest(`No such PaymentMethod: '${pathParams.id}'`, 'id', 'resource_missing');
      return paymentMethod;
    },
  },
];
