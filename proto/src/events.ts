import type { DescMessage } from '@bufbuild/protobuf';
import { AccountChangedSchema, PreferencesChangedSchema, UserRegisteredSchema } from './generated/mc/identity/v1/events_pb.js';
import { QuotesRefreshedSchema } from './generated/mc/quotes/v1/events_pb.js';
import { CalendarChangedSchema, CompanyTickersChangedSchema } from './generated/mc/catalysts/v1/events_pb.js';
import { TickersChangedSchema } from './generated/mc/content/v1/events_pb.js';
import { ListChangedSchema } from './generated/mc/watchlists/v1/events_pb.js';
import { SubscriptionConfirmedSchema, SubscriptionEndedSchema } from './generated/mc/newsletter/v1/events_pb.js';
import {
  DetailsChangedSchema,
  InvoicePaidSchema,
  InvoicePaymentFailedSchema,
  SubscriptionChangedSchema,
} from './generated/mc/billing/v1/events_pb.js';

/** A fact one service publishes and others consume; `type` is also its JetStream subject. */
export interface EventType<S extends DescMessage = DescMessage> {
  readonly type: string;
  readonly schema: S;
}

const defineEvent = <S extends DescMessage>(type: string, schema: S): EventType<S> => ({ type, schema });

export const Events = {
  userRegistered: defineEvent('identity.user.registered.v1', UserRegisteredSchema),
  accountChanged: defineEvent('identity.account.changed.v1', AccountChangedSchema),
  preferencesChanged: defineEvent('identity.preferences.changed.v1', PreferencesChangedSchema),
  quotesRefreshed: defineEvent('quotes.refreshed.v1', QuotesRefreshedSchema),
  subscriptionChanged: defineEvent('billing.subscription.changed.v1', SubscriptionChangedSchema),
  invoicePaid: defineEvent('billing.invoice.paid.v1', InvoicePaidSchema),
  invoicePaymentFailed: defineEvent('billing.invoice.payment_failed.v1', InvoicePaymentFailedSchema),
  billingDetailsChanged: defineEvent('billing.details.changed.v1', DetailsChangedSchema),
  calendarChanged: defineEvent('catalysts.calendar.changed.v1', CalendarChangedSchema),
  catalystTickersChanged: defineEvent('catalysts.tickers.changed.v1', CompanyTickersChangedSchema),
  contentTickersChanged: defineEvent('content.tickers.changed.v1', TickersChangedSchema),
  newsletterSubscriptionConfirmed: defineEvent('newsletter.subscription.confirmed.v1', SubscriptionConfirmedSchema),
  newsletterSubscriptionEnded: defineEvent('newsletter.subscription.ended.v1', SubscriptionEndedSchema),
  watchlistChanged: defineEvent('watchlists.list.changed.v1', ListChangedSchema),
} as const;

export const EVENT_TYPES: readonly EventType[] = Object.values(Events);

/** The one JetStream stream holding every event, and the subjects it captures. */
export const EVENT_STREAM = 'MC_EVENTS';
export const EVENT_STREAM_SUBJECTS = [
  'identity.>',
  'billing.>',
  'quotes.>',
  'newsletter.>',
  'catalysts.>',
  'content.>',
  'watchlists.>',
];
/** Events a consumer gave up on after its last delivery attempt, kept for an operator to inspect. */
export const DEAD_LETTER_STREAM = 'MC_DEAD_LETTERS';
export const DEAD_LETTER_PREFIX = 'deadletter';

export function eventTypeOf(type: string): EventType | undefined {
  return EVENT_TYPES.find((event) => event.type === type);
}
