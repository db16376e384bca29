import { StripeApiError } from './errors.js';
import { parseExpandPaths, render } from './expand.js';

const objects: Record<string, object> = {
  in_1: {
    id: 'in_1',
    object: 'invoice',
    customer: 'cus_1',
    confirmation_secret: { client_secret: 'pi_1_secret_x', type: 'payment_intent' },
  },
  cus_1: { id: 'cus_1', object: 'customer', email: 'a@example.com' },
  price_1: { id: 'price_1', object: 'price', product: 'prod_1' },
  prod_1: { id: 'prod_1', object: 'product', name: 'Monthly' },
};
const lookup = (id: string) => objects[id];
const subscription = {
  id: 'sub_1',
  object: 'subscription',
  latest_invoice: 'in_1',
  customer: 'cus_1',
  discounts: ['cus_1'],
  items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_1', object: 'price', product: 'prod_1' } }] },
};

describe('expand', () => {
  it('leaves ids alone and hides includable fields when nothing is expanded', () => {
    expect(render(objects.in_1, {}, lookup)).toEqual({ id: 'in_1', object: 'invoice', customer: 'cus_1' });
  });

  it('expands dotted paths, including an includable field at the end', () => {
    const rendered = render(
      subscription,
      parseExpandPaths(['latest_invoice.confirmation_secret', 'latest_invoice.customer']),
      lookup,
    ) as {
      latest_invoice: { confirmation_secret: { client_secret: string }; customer: { email: string } };
    };
    expect(rendered.latest_invoice.confirmation_secret.client_secret).toBe('pi_1_secret_x');
    expect(rendered.latest_invoice.customer.email).toBe('a@example.com');
  });

  it('walks through lists and arrays', () => {
    const rendered = render(subscription, parseExpandPaths(['items.data.price.product', 'discounts']), lookup) as {
      items: { data: { price: { product: { name: string } } }[] };
      discounts: { id: string }[];
    };
    expect(rendered.items.data[0].price.product.name).toBe('Monthly');
    expect(rendered.discounts[0].id).toBe('cus_1');
  });

  it('expands `data.` paths on list answers', () => {
    const list = { object: 'list', data: [subscription], has_more: false, url: '/v1/subscriptions' };
    const rendered = render(list, parseExpandPaths(['data.customer']), lookup) as { data: { customer: { id: string } }[] };
    expect(rendered.data[0].customer.id).toBe('cus_1');
  });

  it('refuses paths to fields that do not exist, like Stripe', () => {
    expect(() => render(subscription, parseExpandPaths(['latest_invoice.payment_intent']), lookup)).toThrow(
      'This property cannot be expanded (latest_invoice.payment_intent).',
    );
    expect(() => parseExpandPaths(['a.b.c.d.e'])).toThrow(StripeApiError);
  });

  it('never modifies the stored objects', () => {
    render(subscription, parseExpandPaths(['latest_invoice', 'customer']), lookup);
    expect(subscription.latest_invoice).toBe('in_1');
  });
});
