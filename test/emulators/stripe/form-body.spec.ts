import { encodeFormBody, FormSyntaxError, parseFormBody, parseKey } from './form-body.js';

describe('parseFormBody (Stripe bracket syntax)', () => {
  it('nests hashes and indexed arrays', () => {
    expect(
      parseFormBody('customer=cus_1&items[0][price]=price_a&items[0][quantity]=2&items[1][price]=price_b&metadata[plan]=pro'),
    ).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_a', quantity: '2' }, { price: 'price_b' }],
      metadata: { plan: 'pro' },
    });
  });

  it('appends `[]` values in order, beside indexed ones', () => {
    expect(parseFormBody('expand[]=customer&expand[]=latest_invoice.confirmation_secret')).toEqual({
      expand: ['customer', 'latest_invoice.confirmation_secret'],
    });
    expect(parseFormBody('lookup_keys[0]=a&lookup_keys[1]=b')).toEqual({ lookup_keys: ['a', 'b'] });
  });

  it('decodes percent-encoding, plus signs and encoded brackets', () => {
    expect(parseFormBody('description=Two+words%21&metadata%5Bnote%5D=a%26b')).toEqual({
      description: 'Two words!',
      metadata: { note: 'a&b' },
    });
  });

  it('keeps empty values, which Stripe reads as "unset"', () => {
    expect(parseFormBody('description=&metadata=')).toEqual({ description: '', metadata: '' });
  });

  it('orders sparse indices', () => {
    expect(parseFormBody('a[2]=c&a[0]=a')).toEqual({ a: ['a', 'c'] });
  });

  it('refuses absurd keys instead of building huge structures', () => {
    expect(() => parseFormBody('a[99999999]=x')).toThrow(FormSyntaxError);
    expect(() => parseFormBody(`a${'[b]'.repeat(20)}=x`)).toThrow(FormSyntaxError);
    expect(() => parseFormBody('[a]=x')).toThrow(FormSyntaxError);
    expect(() => parseFormBody('a=%E0%A4%A')).toThrow(FormSyntaxError);
  });

  it('splits keys into segments', () => {
    expect(parseKey('items[0][price]')).toEqual(['items', '0', 'price']);
    expect(parseKey('expand[]')).toEqual(['expand', '']);
    expect(parseKey('plain')).toEqual(['plain']);
  });

  it('round-trips what encodeFormBody writes', () => {
    const value = { items: [{ price: 'p', quantity: 1 }], metadata: { a: 'x y' }, expand: ['data.customer'], flag: true };
    expect(parseFormBody(encodeFormBody(value))).toEqual({
      items: [{ price: 'p', quantity: '1' }],
      metadata: { a: 'x y' },
      expand: ['data.customer'],
      flag: 'true',
    });
  });
});
