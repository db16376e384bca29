import { PAGINATION_PARAMS, matchesCreated, paginate, type Route } from '../api.js';
import type { EventRecord } from '../records.js';

/** `pending_webhooks` is live: how many endpoints still wait for a successful delivery. */
export type PendingWebhooks = (eventId: string) => number;

const withPending = (event: EventRecord, pending: PendingWebhooks): EventRecord => ({
  ...event,
  pending_webhooks: pending(event.id),
});

export function eventRoutes(pending: PendingWebhooks): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/events/:id',
      auth: 'secret',
      handle: ({ pathParams }, { state }) => withPending(state.events.require(pathParams.id), pending),
    },
    {
      method: 'GET',
      path: '/v1/events',
      auth: 'secret',
      handle: ({ params }, { state }) => {
        params.assertKnown([...PAGINATION_PARAMS, 'created', 'delivery_success', 'type', 'types']);
        const type = params.string('type');
        const types = params.strings('types');
        // `type` accepts a `*` wildcard (`invoice.*`), as Stripe's does.
        const typePattern = type ? new RegExp(`^${type.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`) : null;
        const events = state.events
          .newestFirst()
          .filter((event) => !typePattern || typePattern.test(event.type))
          .filter((event) => types.length === 0 || types.includes(event.type))
          .filter((event) => matchesCreated(event.created, params))
          .map((event) => withPending(event, pending));
        return paginate(events, params, '/v1/events');
      },
    },
  ];
}
