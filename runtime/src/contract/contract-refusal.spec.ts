import { create, fromBinary, toBinary, toJson, type MessageInitShape } from '@bufbuild/protobuf';
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

const method = BillingService.method.createSubscription;
type Handler = (data: unknown) => unknown;

/** Bytes as NATS delivers them to the decorator; the reply read as RpcClient reads it (shown as protobuf JSON). */
const callWithBytes = async (handler: Handler, bytes: Uint8Array) =>
  toJson(method.output, fromBinary(method.output, (await handler(bytes)) as Uint8Array));
/** A request as RpcClient sends it: its protobuf binary. */
const call = (handler: Handler, request: MessageInitShape<typeof method.input>) =>
  callWithBytes(handler, toBinary(method.input, create(method.input, request)));
/** The previous release's callers send protobuf JSON and read JSON back (during a rolling upgrade). */
const callWithJson = (handler: Handler, data: unknown) => handler(data) as Promise<Record<string, unknown>>;

/** A refusal as the reply's protobuf JSON shows it: one field's error. */
const invalid = (field: string, code: string, message: string) => ({
  kind: 'KIND_INVALID',
  errors: [{ ...(field ? { field } : {}), code, message }],
});
const valid = {
  account: { userId: 7, username: 'grace', email: 'grace@example.com' },
  paymentMethodId: 'pm_card_visa',
  priceId: 'price_1',
};
const notTheContract = {
  problem: invalid('', 'not_the_contract', 'Invalid data. The request does not match its contract.'),
};

describe('@RpcHandler at the contract', () => {
  it('hands a valid request to the handler and encodes its reply in protobuf binary', async () => {
    const subscriptions = new Subscriptions();
    await expect(call(subscriptions.create.bind(subscriptions), valid)).resolves.toEqual({
      success: { subscriptionId: 'sub_1', status: 'active' },
    });
    expect(subscriptions.seen).toHaveLength(1);
  });

  it('answers a refused value with the contract’s invalid-request problem, and never calls the handler', async () => {
    const subscriptions = new Subscriptions();
    await expect(call(subscriptions.create.bind(subscriptions), { ...valid, priceId: 'a\u0000b' })).resolves.toEqual({
      problem: invalid('price_id', 'null_characters', 'Null characters are not allowed.'),
    });
    await expect(call(subscriptions.create.bind(subscriptions), { ...valid, priceId: 'p'.repeat(256) })).resolves.toEqual({
      problem: invalid('price_id', 'max_length', 'Ensure this field has no more than 255 characters.'),
    });
    expect(subscriptions.seen).toEqual([]);
  });

  it('answers bytes that are not the request message with a invalid-request problem, and skips fields it does not know', async () => {
    const subscriptions = new Subscriptions();
    const handle = subscriptions.create.bind(subscriptions);
    const request = toBinary(method.input, create(method.input, valid));
    // Cut short, a wrong wire type (price_id, field 3, as a varint), and a lone surrogate written as UTF-8 (ED A0 80).
    await expect(callWithBytes(handle, request.subarray(0, request.length - 2))).resolves.toEqual(notTheContract);
    await expect(callWithBytes(handle, Uint8Array.of(0x18, 0x01))).resolves.toEqual(notTheContract);
    await expect(callWithBytes(handle, Uint8Array.of(0x1a, 0x03, 0xed, 0xa0, 0x80))).resolves.toEqual(notTheContract);
    await expect(callWithBytes(handle, Uint8Array.of(0xff, 0xff, 0xff))).resolves.toEqual(notTheContract);
    expect(subscriptions.seen).toEqual([]);
    // Field 99, unknown to this contract: a newer caller's field is skipped, as protobuf's rule is.
    await expect(callWithBytes(handle, Uint8Array.of(...request, 0x98, 0x06, 0x01))).resolves.toEqual({
      success: { subscriptionId: 'sub_1', status: 'active' },
    });
  });

  it('still takes the previous release’s protobuf JSON, checked as before, and answers it in JSON', async () => {
    const subscriptions = new Subscriptions();
    const handle = subscriptions.create.bind(subscriptions);
    await expect(callWithJson(handle, valid)).resolves.toEqual({ success: { subscriptionId: 'sub_1', status: 'active' } });
    // Protobuf refuses to decode a lone surrogate: the field is still named, in DRF's words.
    await expect(callWithJson(handle, { ...valid, priceId: 'x\ud800' })).resolves.toEqual({
      problem: invalid('price_id', 'surrogate_characters', 'Surrogate characters are not allowed: U+D800.'),
    });
    await expect(callWithJson(handle, { ...valid, priceId: ['price_1'] })).resolves.toEqual(notTheContract);
    await expect(callWithJson(handle, { ...valid, isAdmin: true })).resolves.toEqual(notTheContract);
    await expect(callWithJson(handle, '['.repeat(10))).resolves.toEqual(notTheContract);
    expect(subscriptions.seen).toHaveLength(1);
  });

  it('answers a database error the values caused with a problem, and lets any other failure through', async () => {
    const subscriptions = new Subscriptions();
    subscriptions.failure = Object.assign(new Error('duplicate key'), { code: 'P2002', meta: {} });
    await expect(call(subscriptions.create.bind(subscriptions), valid)).resolves.toEqual({
      problem: { kind: 'KIND_CONFLICT', errors: [{ code: 'duplicate', message: 'A record with these values already exists.' }] },
    });
    subscriptions.failure = Object.assign(new Error('Can’t reach database server'), { code: 'P1001' });
    await expect(call(subscriptions.create.bind(subscriptions), valid)).rejects.toThrow('Can’t reach database server');
  });

  it('refuses a request to a reply without a problem branch with an RpcException', async () => {
    const subscriptions = new Subscriptions();
    const quotes = subscriptions.quotes.bind(subscriptions) as unknown as (data: unknown) => Promise<unknown>;
    const { input, output } = QuotesService.method.listDelayedQuotes;
    await expect(quotes(Uint8Array.of(0x0a, 0x01, 0x00, 0xff))).rejects.toBeInstanceOf(RpcException);
    const reply = (await quotes(toBinary(input, create(input, {})))) as unknown as Uint8Array;
    expect(toJson(output, fromBinary(output, reply))).toEqual({});
  });
});
