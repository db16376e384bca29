// Subscribe sent straight to the handler, as any NATS client could (issue 12): refused at the
// contract with a 400 problem before the database sees it.
import { SubscriptionsController } from './subscriptions.controller.js';
import type { SubscriptionsService } from './subscriptions.service.js';
import { refusedReply } from '@mc/runtime/testing';

/** The addresses handed to the service. */
const stored: string[] = [];
const service = { subscribe: async (email: string) => (stored.push(email), email) };
const subscriptions = new SubscriptionsController(service as unknown as SubscriptionsService);
const send = (data: unknown) => (subscriptions.subscribe.bind(subscriptions) as (data: unknown) => Promise<unknown>)(data);

describe('newsletter’s Subscribe contract', () => {
  beforeEach(() => stored.splice(0));

  it('refuses an address with a NUL byte or longer than any address, and never stores it', async () => {
    await expect(send({ email: 'a\u0000b@example.com' })).resolves.toEqual(
      refusedReply({ email: ['Null characters are not allowed.'] }),
    );
    await expect(send({ email: `${'a'.repeat(250)}@x.io` })).resolves.toEqual(
      refusedReply({ email: ['Ensure this field has no more than 254 characters.'] }),
    );
    expect(stored).toEqual([]);
  });

  it('passes an address that keeps the rules on to the service', async () => {
    await expect(send({ email: 'grace@example.com' })).resolves.toEqual({ success: { email: 'grace@example.com' } });
    expect(stored).toEqual(['grace@example.com']);
  });
});
