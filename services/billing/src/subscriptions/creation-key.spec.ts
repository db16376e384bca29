import { creationKey } from './creation-key.js';

const terms = { userId: 7, priceId: 'price_1', paymentMethodId: 'pm_1', promotionCode: 'save25' };

describe('creationKey', () => {
  it('is the same for a repeated request, whatever the case of the promotion code', () => {
    expect(creationKey(terms)).toBe(creationKey({ ...terms, promotionCode: ' SAVE25 ' }));
  });

  it('differs for another card, plan, code or user', () => {
    const key = creationKey(terms);
    expect(creationKey({ ...terms, paymentMethodId: 'pm_2' })).not.toBe(key);
    expect(creationKey({ ...terms, priceId: 'price_2' })).not.toBe(key);
    expect(creationKey({ ...terms, promotionCode: '' })).not.toBe(key);
    expect(creationKey({ ...terms, userId: 8 })).not.toBe(key);
  });
});
