import { BillingService, QuotesService } from '@mc/proto';
import { RpcException } from '@nestjs/microservices';
import { RpcHandler } from '../messaging/rpc-handler.decorator.js';

/** A handler as a service writes one; what it was called with is kept to show nothing refused reached it. */
class Subscriptions {
  readonly seen: unknown[] = [];
  failure?: Error;

  @RpcHandler(BillingService.method.createSubscription, { price_id: { maxLength: 255 } })
  create(request: unknown) {
    this.seen.push(request);
    if (this.failure) throw this.failure;
    return { outcome: { case: 'success' as const, value: { subscriptionId: 'sub_1', status: 'active' } } };
  }

  @RpcHandler(QuotesService.method.listDelayedQuotes)
  quotes() {
    return { quotes: [] };
  }
}

/** How NATS delivers a request: its protobuf JSON, decoded by the decorator. */
const call = (handler: (data: unknown) => unknown, data: unknown) => handler(data) as Promise<Record<string, unknown>>;
const valid = {
  account: { userId: 7, username: 'grace', email: 'grace@example.com' },
  paymentMethodId: 'pm_card_visa',
  priceId: 'price_1',
};

describe('@RpcHandler at the contract', () => {
  it('hands a valid request to the handler and encodes its reply', async () => {
    const subscriptions = new Subscriptions();
    await expect(call(subscriptions.create.bind(subscriptions), valid)).resolves.toEqual({
      success: { subscriptionId: 'sub_1', status: 'active' },
    });
    expect(subscriptions.seen).toHaveLength(1);
  });

  it('answers a refused value with the contract’s 400 problem, and never calls the handler', async () => {
    const subscriptions = new Subscriptions();
    await expect(call(subscriptions.create.bind(subscriptions), { ...valid, priceId: 'a\u0000b' })).resolves.toEqual({
      problem: { status: 400, body: { price_id: ['Null characters are not allowed.'] } },
    });
    await expect(call(subscriptions.create.bind(subscriptions), { ...valid, priceId: 'p'.repeat(256) })).resolves.toEqual({
      problem: { status: 400, body: { price_id: ['Ensure this field has no more than 255 characters.'] } },
    });
    // Protobuf refuses to decode a lone surrogate: the field is still named, in DRF's words.
    await expect(call(subscriptions.create.bind(subscriptions), { ...valid, priceId: 'x\ud800' })).resolves.toEqual({
      problem: { status: 400, body: { price_id: ['Surrogate characters are not allowed: U+D800.'] } },
    });
    expect(subscriptions.seen).toEqual([]);
  });

  it('answers JSON that is not the request message (wrong types, unknown fields) with a 400 problem', async () => {
    const subscriptions = new Subscriptions();
    const notTheContract = {
      problem: { status: 400, body: { non_field_errors: ['Invalid data. The request does not match its contract.'] } },
    };
    await expect(call(subscriptions.create.bind(subscriptions), { ...valid, priceId: ['price_1'] })).resolves.toEqual(
      notTheContract,
    );
    await expect(call(subscriptions.create.bind(subscriptions), { ...valid, isAdmin: true })).resolves.toEqual(notTheContract);
    await expect(call(subscriptions.create.bind(subscriptions), '['.repeat(10))).resolves.toEqual(notTheContract);
    expect(subscriptions.seen).toEqual([]);
  });

  it('answers a database error the values caused with a problem, and lets any other failure through', async () => {
    const subscriptions = new Subscriptions();
    subscriptions.failure = Object.assign(new Error('duplicate key'), { code: 'P2002', meta: {} });
    await expect(call(subscriptions.create.bind(subscriptions), valid)).resolves.toEqual({
      problem: { status: 409, body: { detail: 'A record with these values already exists.' } },
    });
    subscriptions.failure = Object.assign(new Error('Can’t reach database server'), { code: 'P1001' });
    await expect(call(subscriptions.create.bind(subscriptions), valid)).rejects.toThrow('Can’t reach database server');
  });

  it('refuses a request to a reply without a problem branch with an RpcException', async () => {
    const subscriptions = new Subscriptions();
    await expect(call(subscriptions.quotes.bind(subscriptions), { symbols: ['x'] })).rejects.toBeInstanceOf(RpcException);
    await expect(call(subscriptions.quotes.bind(subscriptions), {})).resolves.toEqual({});
  });
});
