import { PAGINATION_PARAMS, matchesCreated, paginate, type Route } from '../api.js';
import { cancelSubscriptionNow } from '../subscription-rules.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { diffTopLevel } from '../events.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import { clone, type CustomerRecord } from '../records.js';
import { newId } from '../state.js';
import { attachPaymentMethod, requireLiveCustomer, resolvePaymentMethod } from './payment-methods.js';

const CREATE_PARAMS = paramList(`
  address balance business_name cash_balance description email expand individual_name invoice_prefix
  invoice_settings metadata name next_invoice_sequence payment_method phone preferred_locales shipping source
  tax tax_exempt tax_id_data test_clock validate
`);
const UPDATE_PARAMS = paramList(`
  address balance business_name cash_balance default_source description email expand individual_name
  invoice_prefix invoice_settings metadata name next_invoice_sequence phone preferred_locales shipping source
  tax tax_exempt validate
`);
const LIST_PARAMS = [...PAGINATION_PARAMS, ...paramList('created email test_clock')];

/** The default payment method must already belong to the customer, as Stripe insists. */
function setDefaultPaymentMethod(context: EmulatorContext, customer: CustomerRecord, settings: Params | undefined): void {
  if (!settings?.has('default_payment_method')) return;
  const id = settings.string('default_payment_method') ?? null;
  if (id !== null) {
    const paymentMethod = context.state.paymentMethods.get(id);
    if (!paymentMethod || paymentMethod.customer !== customer.id) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
        'invoice_settings[default_payment_method]',
      );
    }
  }
  customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: id };
}

function applyContactFields(customer: CustomerRecord, params: Params): void {
  if (params.has('email')) customer.email = params.string('email') ?? null;
  if (params.has('name')) customer.name = params.string('name') ?? null;
  if (params.has('phone')) customer.phone = params.string('phone') ?? null;
  if (params.has('description')) customer.description = params.string('description') ?? null;
  customer.metadata = mergeMetadata(customer.metadata, params.metadataUpdate());
}

export function createCustomer(context: EmulatorContext, params: Params): CustomerRecord {
  const customer: CustomerRecord = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: context.clock.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: randomPrefix(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: params.strings('preferred_locales'),
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  applyContactFields(customer, params);
  context.state.customers.insert(customer);
  const paymentMethodId = params.string('payment_method');
  if (paymentMethodId)
    attachPaymentMethod(context, resolvePaymentMethod(context, paymentMethodId, 'payment_method'), customer.id);
  setDefaultPaymentMethod(context, customer, params.object('invoice_settings'));
  context.events.emit('customer.created', customer);
  return customer;
}

function randomPrefix(): string {
  return newId('x')
    .slice(2, 10)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X');
}

/**
 * The part of Stripe's search language the billing service needs: `field:'value'` clauses on
 * email, name, phone and `metadata['key']`, joined by AND.
 */
export function customerMatchesQuery(customer: CustomerRecord, query: string): boolean {
  const clauses = query
    .split(/\s+AND\s+/i)
    .map((clause) => clause.trim())
    .filter(Boolean);
  if (clauses.length === 0) throw invalidRequest('Invalid search query.', 'query');
  return clauses.every((clause) => {
    const match = /^(email|name|phone|description|metadata\[['"]([^'"]+)['"]\])\s*:\s*['"](.*)['"]$/.exec(clause);
    if (!match) throw invalidRequest(`The emulator cannot parse the search clause ${clause}.`, 'query');
    const [, field, metadataKey, expected] = match;
    const actual =
      metadataKey !== undefined ? customer.metadata[metadataKey] : customer[field as 'email' | 'name' | 'phone' | 'description'];
    return actual === expected;
  });
}

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      return createCustomer(context, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/search',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown(['query', 'expand', 'limit', 'page']);
      const query = params.requiredString('query');
      const limit = params.int('limit') ?? 10;
      const matches = state.customers
        .newestFirst()
        .filter((customer): customer is CustomerRecord => !customer.deleted)
        .filter((customer) => customerMatchesQuery(customer, query));
      return {
        object: 'search_result',
        data: matches.slice(0, limit),
        has_more: matches.length > limit,
        next_page: null,
        url: '/v1/customers/search',
      };
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    auth: 'secret',
    // A deleted customer answers `{ id, object, deleted: true }`, as Stripe's does.
    handle: ({ pathParams }, { state }) => state.customers.require(pathParams.id),
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(UPDATE_PARAMS);
      const customer = requireLiveCustomer(context, pathParams.id, 'id');
      const before = clone(customer);
      applyContactFields(customer, params);
      setDefaultPaymentMethod(context, customer, params.object('invoice_settings'));
      const previous = diffTopLevel(before, customer);
      if (Object.keys(previous).length > 0) context.events.emit('customer.updated', customer, previous);
      return customer;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/customers/:id',
    auth: 'secret',
    handle: ({ pathParams }, context) => {
      const customer = requireLiveCustomer(context, pathParams.id, 'id');
      // Deleting a customer cancels its subscriptions at once.
      for (const subscription of context.state.subscriptions.values()) {
        if (subscription.customer === customer.id && !['canceled', 'incomplete_expired'].includes(subscription.status)) {
          cancelSubscriptionNow(context, subscription, 'cancellation_requested');
        }
      }
      const deleted = { id: customer.id, object: 'customer' as const, deleted: true as const };
      context.state.customers.insert(deleted);
      context.events.emit('customer.deleted', customer);
      return deleted;
    },
  },
  {
    method: 'GET',
    path: '/v1/customers',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown(LIST_PARAMS);
      const email = params.string('email');
      const customers = state.customers
        .newestFirst()
        .filter((customer): customer is CustomerRecord => !customer.deleted)
        .filter((customer) => email === undefined || customer.email === email)
        .filter((customer) => matchesCreated(customer.created, params));
      return paginate(customers, params, '/v1/customers');
    },
  },
];
