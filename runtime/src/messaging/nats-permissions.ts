import type { DescMethod, DescService } from '@bufbuild/protobuf';
import {
  BillingService,
  CatalystsService,
  ContentService,
  DEAD_LETTER_PREFIX,
  DEAD_LETTER_STREAM,
  EVENT_STREAM,
  EVENT_TYPES,
  Events,
  IdentityService,
  NewsletterService,
  QuotesService,
  rpcSubject,
  WatchlistsService,
  type EventType,
} from '@mc/proto';
import { natsInboxPrefix } from './nats-connection.js';
import { durableConsumerName } from './stream-config.js';

/**
 * One user of the NATS server: a service or the bff. What it may publish and subscribe to is
 * derived from this declaration and the contracts in proto/ (rpc subjects, event types), never
 * listed by hand; ops/nats/authorization.conf is generated from it (scripts/nats-authorization.mjs).
 */
export interface NatsPrincipal {
  /** The NATS user: the service's name (its queue group, and the domain of the events it publishes), or `bff`. */
  readonly name: string;
  /** The contract it answers: only it may take these requests, and only in its queue group. */
  readonly serves?: DescService;
  /** What it asks other services: a whole contract, or single rpcs. */
  readonly calls?: readonly (DescService | DescMethod)[];
  /** Its durable consumers (`@EventConsumer`): durable name → the events it takes. */
  readonly consumers?: Readonly<Record<string, readonly EventType[]>>;
  /** Events it follows through ordered (ephemeral) consumers. */
  readonly follows?: readonly EventType[];
}

/** Who talks to whom. test/manifests/nats-permissions.spec.ts checks it against the code's calls and consumers. */
export const NATS_PRINCIPALS: readonly NatsPrincipal[] = [
  {
    name: 'bff',
    calls: [
      IdentityService,
      BillingService,
      QuotesService,
      CatalystsService,
      ContentService,
      NewsletterService,
      WatchlistsService,
    ],
    follows: [
      Events.accountChanged,
      Events.subscriptionChanged,
      Events.billingDetailsChanged,
      Events.quotesRefreshed,
      Events.calendarChanged,
      Events.watchlistChanged,
    ],
  },
  { name: 'identity', serves: IdentityService, consumers: { 'identity-entitlements': [Events.subscriptionChanged] } },
  {
    name: 'billing',
    serves: BillingService,
    consumers: {
      'billing-users': [Events.userRegistered],
      'billing-accounts': [Events.accountChanged],
      'billing-time-zones': [Events.preferencesChanged],
    },
  },
  {
    name: 'quotes',
    serves: QuotesService,
    consumers: {
      'quotes-content-tickers': [Events.contentTickersChanged],
      'quotes-catalyst-tickers': [Events.catalystTickersChanged],
    },
  },
  { name: 'catalysts', serves: CatalystsService, calls: [QuotesService.method.listDailyBars] },
  { name: 'content', serves: ContentService },
  {
    name: 'newsletter',
    serves: NewsletterService,
    calls: [CatalystsService.method.queryCatalysts, ContentService.method.listContent],
    consumers: {
      'newsletter-accounts': [Events.userRegistered],
      'newsletter-time-zones': [Events.preferencesChanged],
      'newsletter-deleted-accounts': [Events.accountChanged],
    },
  },
  {
    name: 'watchlists',
    serves: WatchlistsService,
    calls: [CatalystsService.method.listCompanies, CatalystsService.method.queryCatalysts],
    consumers: {
      'watchlists-accounts': [Events.accountChanged],
      'watchlists-owner-access': [Events.subscriptionChanged],
      'watchlists-registered-zones': [Events.userRegistered],
      'watchlists-zone-changes': [Events.preferencesChanged],
      'watchlists-owner-emails': [Events.userRegistered],
      'watchlists-change-alerts': [Events.calendarChanged],
    },
  },
];

export interface NatsPermissions {
  readonly publish: { readonly allow: readonly string[]; readonly deny: readonly string[] };
  readonly subscribe: { readonly allow: readonly string[] };
  /** May answer the requests it was given (their reply subjects), and nothing else of anyone's inbox. */
  readonly allowResponses: boolean;
}

const API = '$JS.API';

/** The events a principal publishes: those of its own domain (`identity.…` are identity's). */
export const eventsOf = (principal: NatsPrincipal): EventType[] =>
  EVENT_TYPES.filter((event) => event.type.startsWith(`${principal.name}.`));

/** The request subjects a principal answers (each in its queue group, named after it). */
export const rpcSubjectsServedBy = (principal: NatsPrincipal): string[] => principal.serves?.methods.map(rpcSubject) ?? [];

const methodsOf = (called: DescService | DescMethod): readonly DescMethod[] =>
  called.kind === 'service' ? called.methods : [called];

/** Every process ensures the two streams when it connects (jetstream.ts). */
const streamApi = [EVENT_STREAM, DEAD_LETTER_STREAM].flatMap((stream) =>
  ['INFO', 'CREATE', 'UPDATE'].map((operation) => `${API}.STREAM.${operation}.${stream}`),
);

const durableConsumersOf = (principal: NatsPrincipal) =>
  Object.entries(principal.consumers ?? {}).flatMap(([durable, events]) =>
    events.map((event) => ({ durable, event, consumer: durableConsumerName(durable, event.type) })),
  );

/** The subjects that create, read, pull from, delete or acknowledge one durable consumer. */
const durableConsumerSubjects = (consumer: string) => [
  `${API}.CONSUMER.CREATE.${EVENT_STREAM}.${consumer}.>`,
  `${API}.CONSUMER.INFO.${EVENT_STREAM}.${consumer}`,
  `${API}.CONSUMER.MSG.NEXT.${EVENT_STREAM}.${consumer}`,
  `${API}.CONSUMER.DELETE.${EVENT_STREAM}.${consumer}`,
  `$JS.ACK.${EVENT_STREAM}.${consumer}.>`,
];

/** What one principal may do on the server. */
export function permissionsOf(principal: NatsPrincipal, all: readonly NatsPrincipal[] = NATS_PRINCIPALS): NatsPermissions {
  const own = durableConsumersOf(principal);
  const follows = principal.follows ?? [];
  const publish = [
    ...eventsOf(principal).map((event) => event.type),
    ...(principal.calls ?? []).flatMap(methodsOf).map(rpcSubject),
    `${API}.INFO`,
    ...streamApi,
    ...own.flatMap(({ event, consumer }) => [
      `${API}.CONSUMER.CREATE.${EVENT_STREAM}.${consumer}.${event.type}`,
      `${API}.CONSUMER.INFO.${EVENT_STREAM}.${consumer}`,
      `${API}.CONSUMER.MSG.NEXT.${EVENT_STREAM}.${consumer}`,
      `$JS.ACK.${EVENT_STREAM}.${consumer}.>`,
    ]),
    ...[...new Set(own.map(({ durable }) => durable))].map((durable) => `${DEAD_LETTER_PREFIX}.${durable}.>`),
    // Ordered consumers have generated names: any name, but only on the events followed, and
    // never one of another principal's durable consumers (denied below).
    ...follows.map((event) => `${API}.CONSUMER.CREATE.${EVENT_STREAM}.*.${event.type}`),
    ...(follows.length
      ? ['INFO', 'MSG.NEXT', 'DELETE'].map((operation) => `${API}.CONSUMER.${operation}.${EVENT_STREAM}.*`)
      : []),
  ];
  const othersDurables = all
    .filter((other) => other.name !== principal.name)
    .flatMap(durableConsumersOf)
    .flatMap(({ consumer }) => durableConsumerSubjects(consumer));
  const serves = rpcSubjectsServedBy(principal).map((subject) => `${subject} ${principal.name}`);
  return {
    publish: { allow: publish, deny: follows.length ? othersDurables : [] },
    subscribe: { allow: [...serves, `${natsInboxPrefix(principal.name)}.>`] },
    allowResponses: Boolean(principal.serves),
  };
}

/** The server's environment variable holding a principal's password (a Secret in Kubernetes). */
export const natsPasswordVariable = (principal: string) => `NATS_PASSWORD_${principal.toUpperCase()}`;

const list = (indent: string, subjects: readonly string[]) =>
  `[\n${subjects.map((subject) => `${indent}  ${JSON.stringify(subject)}\n`).join('')}${indent}]`;

/** ops/nats/authorization.conf: the `authorization` block of every NATS server of the product. */
export function renderNatsAuthorization(all: readonly NatsPrincipal[] = NATS_PRINCIPALS): string {
  const users = all.map((principal) => {
    const { publish, subscribe, allowResponses } = permissionsOf(principal, all);
    return [
      `    {`,
      `      user: ${JSON.stringify(principal.name)}`,
      `      password: $${natsPasswordVariable(principal.name)}`,
      `      permissions {`,
      `        publish {`,
      `          allow = ${list('          ', publish.allow)}`,
      ...(publish.deny.length ? [`          deny = ${list('          ', publish.deny)}`] : []),
      `        }`,
      `        subscribe {`,
      `          allow = ${list('          ', subscribe.allow)}`,
      `        }`,
      ...(allowResponses ? [`        allow_responses = true`] : []),
      `      }`,
      `    }`,
    ].join('\n');
  });
  return [
    '# Generated by `node scripts/nats-authorization.mjs` from runtime/src/messaging/nats-permissions.ts',
    '# and the contracts in proto/: do not edit by hand (a unit test compares the two).',
    '#',
    '# One user per principal. Its password is read from the server’s environment, NATS_PASSWORD_<NAME>',
    '# (docker-compose.yml: development defaults; Kubernetes: each app’s Secret). A client that is not',
    '# one of these users is refused; what a user may publish and subscribe to is all it may do.',
    'authorization {',
    '  users = [',
    users.join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
