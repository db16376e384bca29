import { create } from '@bufbuild/protobuf';
import {
  AccountChange,
  AccountChangedSchema,
  CreateSubscriptionRequestSchema,
  ListContentRequestSchema,
  PayCartRequestSchema,
  QueryCatalystsRequestSchema,
} from '@mc/proto';
import { checkMessage } from './check-message.js';

const subscription = (fields: Record<string, unknown> = {}) =>
  create(CreateSubscriptionRequestSchema, {
    account: { userId: 7, username: 'grace', email: 'grace@example.com' },
    paymentMethodId: 'pm_card_visa',
    priceId: 'price_1',
    ...fields,
  });

describe('checkMessage', () => {
  it('passes a request that keeps every rule', () => {
    expect(checkMessage(CreateSubscriptionRequestSchema, subscription(), { price_id: { maxLength: 255 } })).toBeUndefined();
  });

  it('refuses NUL bytes and lone surrogates in any string, nested ones included, with DRF’s words', () => {
    expect(checkMessage(CreateSubscriptionRequestSchema, subscription({ priceId: 'a\u0000b' }))).toEqual({
      price_id: ['Null characters are not allowed.'],
    });
    const account = { userId: 7, username: 'x\ud800', email: 'grace@example.com' };
    expect(checkMessage(CreateSubscriptionRequestSchema, subscription({ account }))).toEqual({
      account: { username: ['Surrogate characters are not allowed: U+D800.'] },
    });
    // A well-formed pair is text.
    expect(checkMessage(CreateSubscriptionRequestSchema, subscription({ promotionCode: '\ud83d\ude80' }))).toBeUndefined();
  });

  it('applies presence, length, pattern and range rules', () => {
    const rules = {
      account: { required: true },
      'account.user_id': { min: 1 },
      payment_method_id: { maxLength: 20 },
      price_id: { pattern: /^price_\w+$/ },
    };
    expect(checkMessage(CreateSubscriptionRequestSchema, subscription({ account: undefined }), rules)).toEqual({
      account: ['This field is required.'],
    });
    expect(
      checkMessage(
        CreateSubscriptionRequestSchema,
        subscription({ account: { userId: 0 }, paymentMethodId: 'pm_'.repeat(7), priceId: 'prod_1' }),
        rules,
      ),
    ).toEqual({
      account: { user_id: ['Ensure this value is greater than or equal to 1.'] },
      payment_method_id: ['Ensure this field has no more than 20 characters.'],
      price_id: ['Enter a valid value.'],
    });
  });

  it('counts length in code points, as DRF does, and bounds every string by default', () => {
    expect(
      checkMessage(CreateSubscriptionRequestSchema, subscription({ priceId: '🚀'.repeat(10) }), { price_id: { maxLength: 10 } }),
    ).toBeUndefined();
    expect(checkMessage(CreateSubscriptionRequestSchema, subscription({ promotionCode: 'x'.repeat(64 * 1024 + 1) }))).toEqual({
      promotion_code: ['Ensure this field has no more than 65536 characters.'],
    });
  });

  it('leaves a blank string to the handler unless the rule requires one', () => {
    expect(
      checkMessage(CreateSubscriptionRequestSchema, subscription({ priceId: '  ' }), { price_id: { pattern: /^\w+$/ } }),
    ).toBeUndefined();
    expect(
      checkMessage(CreateSubscriptionRequestSchema, subscription({ priceId: '  ' }), { price_id: { required: true } }),
    ).toEqual({
      price_id: ['This field may not be blank.'],
    });
  });

  it('checks each item of a list, by index, and the list’s length', () => {
    const cart = create(PayCartRequestSchema, {
      paymentMethodId: 'pm_card_visa',
      cartItems: [
        { id: 5, name: 'Monthly Subscription', price: 2000 },
        { id: 0, name: 'x\u0000', price: 2000 },
      ],
    });
    expect(checkMessage(PayCartRequestSchema, cart, { 'cart_items.id': { min: 1 } })).toEqual({
      cart_items: {
        '1': { id: ['Ensure this value is greater than or equal to 1.'], name: ['Null characters are not allowed.'] },
      },
    });
    expect(checkMessage(PayCartRequestSchema, cart, { cart_items: { maxItems: 1 } })).toEqual({
      cart_items: ['Ensure this field has no more than 1 elements.'],
    });
    const tickers = create(QueryCatalystsRequestSchema, { tickers: ['NVDA', 'x'.repeat(40)] });
    expect(checkMessage(QueryCatalystsRequestSchema, tickers, { tickers: { maxLength: 32 } })).toEqual({
      tickers: { '1': ['Ensure this field has no more than 32 characters.'] },
    });
    const many = create(ListContentRequestSchema, { kinds: Array.from({ length: 1001 }, () => 'article') });
    expect(checkMessage(ListContentRequestSchema, many)).toEqual({
      kinds: ['Ensure this field has no more than 1000 elements.'],
    });
  });

  it('refuses an enum value the contract does not declare', () => {
    expect(
      checkMessage(AccountChangedSchema, create(AccountChangedSchema, { userId: 7, change: AccountChange.LOGGED_OUT })),
    ).toBeUndefined();
    expect(checkMessage(AccountChangedSchema, create(AccountChangedSchema, { userId: 7, change: 99 as AccountChange }))).toEqual({
      change: ['"99" is not a valid choice.'],
    });
  });
});
