// Requests sent straight to billing's handlers, as any NATS client could send them (issue 12): refused
// at the contract with an invalid-request problem before Stripe or the database see them. A NUL byte in a price id
// once failed every lookup Prisma batched with it.
import { CheckoutController } from '../checkout/checkout.controller.js';
import { InvoicesController } from '../invoices/invoices.controller.js';
import { PortalController } from '../portal/portal.controller.js';
import { SubscriptionsController } from '../subscriptions/subscriptions.controller.js';
import { refusedReply } from '@mc/runtime/testing';

/** A dependency no refused request may reach: any call fails the test. */
const untouched = <T>() =>
  new Proxy({}, { get: (_, name) => () => Promise.reject(new Error(`${String(name)} was called`)) }) as T;

const subscriptions = new SubscriptionsController(untouched(), untouched(), untouched(), untouched(), untouched(), untouched());
const invoices = new InvoicesController(untouched(), untouched());
const portal = new PortalController(untouched(), untouched(), untouched());
const checkout = new CheckoutController(untouched());
const send = (handler: (request: never) => unknown, data: unknown) => (handler as (data: unknown) => Promise<unknown>)(data);

const account = { userId: 7, username: 'grace', email: 'grace@example.com' };

describe('billing’s contract', () => {
  it('refuses NUL bytes, lone surrogates and ids Stripe never makes in a subscription', async () => {
    const eligibility = subscriptions.checkTrialEligibility.bind(subscriptions);
    await expect(send(eligibility, { account, paymentMethodId: 'pm card', priceId: 'price_1' })).resolves.toEqual(
      refusedReply({ payment_method_id: ['Enter a valid value.'] }),
    );
    const create = subscriptions.create.bind(subscriptions);
    await expect(send(create, { account, paymentMethodId: 'pm_card_visa', priceId: 'a\u0000b' })).resolves.toEqual(
      refusedReply({ price_id: ['Null characters are not allowed.'] }),
    );
    await expect(send(create, { account, paymentMethodId: 'pm card', priceId: 'price_1' })).resolves.toEqual(
      refusedReply({ payment_method_id: ['Enter a valid value.'] }),
    );
    await expect(
      send(create, { account, paymentMethodId: 'pm_card_visa', priceId: 'price_1', promotionCode: 'x'.repeat(256) }),
    ).resolves.toEqual(refusedReply({ promotion_code: ['Ensure this field has no more than 255 characters.'] }));
    await expect(
      send(subscriptions.subscribeNewUser.bind(subscriptions), { userId: 7, paymentMethodId: 'pm_card_visa', priceId: '\ud800' }),
    ).resolves.toEqual(refusedReply({ price_id: ['Surrogate characters are not allowed: U+D800.'] }));
    await expect(
      send(subscriptions.subscribeNewUser.bind(subscriptions), {
        userId: -1,
        paymentMethodId: 'pm_card_visa',
        priceId: 'price_1',
      }),
    ).resolves.toEqual(refusedReply({ user_id: ['Ensure this value is greater than or equal to 1.'] }));
  });

  it('refuses a call without the signed-in account, or with one identity never made', async () => {
    for (const handler of [subscriptions.details, subscriptions.status, subscriptions.cancel, invoices.list, portal.create])
      await expect(send(handler.bind(undefined), {})).resolves.toEqual(refusedReply({ account: ['This field is required.'] }));
    await expect(
      send(invoices.list.bind(invoices), { account: { ...account, userId: 0, email: `${'e'.repeat(250)}@x.io` } }),
    ).resolves.toEqual(
      refusedReply({
        account: {
          user_id: ['Ensure this value is greater than or equal to 1.'],
          email: ['Ensure this field has no more than 254 characters.'],
        },
      }),
    );
  });

  it('refuses a cart of more items than anyone buys, or with text that is no text', async () => {
    const item = { id: 5, name: 'Monthly Subscription', price: 2000 };
    await expect(
      send(checkout.checkoutSession.bind(checkout), { cartItems: Array.from({ length: 21 }, () => item) }),
    ).resolves.toEqual(refusedReply({ cart_items: ['Ensure this field has no more than 20 elements.'] }));
    await expect(
      send(checkout.payCart.bind(checkout), { paymentMethodId: 'pm_card_visa', cartItems: [{ ...item, name: 'x\u0000' }] }),
    ).resolves.toEqual(refusedReply({ cart_items: { '0': { name: ['Null characters are not allowed.'] } } }));
  });
});
