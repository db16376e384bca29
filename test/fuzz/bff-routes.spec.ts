import { bffRoutes, routeKey } from './bff-routes.js';
import { endpointHints } from './endpoint-hints.js';
import { casesFor } from './hostile-cases.js';

const routes = bffRoutes();
const keys = routes.map(routeKey);
const hints = endpointHints({ id: 7, token: 'f'.repeat(40) });
const tokens = { account: `Token ${'f'.repeat(40)}`, stranger: `Token ${'0'.repeat(40)}` };

describe('the endpoints the fuzz sends to', () => {
  it('are read from the bff’s controllers, plain Fastify routes included', () => {
    for (const key of [
      'POST /auth/users',
      'PUT /auth/users/:id',
      'GET /usermanagement/profile',
      'POST /api/create-subscription',
      'POST /subscribe',
      'POST /api/page-views',
      'GET /api/calendars/:type',
      'GET /api/benzingadelayedquotes',
    ])
      expect(keys).toContain(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('have hints only for endpoints that exist, each hint’s parameters those of its path', () => {
    expect(Object.keys(hints).filter((key) => !keys.includes(key))).toEqual([]);
    for (const [key, hint] of Object.entries(hints)) {
      const parameters = [...key.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      expect({ key, parameters: Object.keys(hint.params ?? {}).sort() }).toEqual({ key, parameters });
    }
  });
});

describe('the hostile cases', () => {
  const subscribe = casesFor({
    route: { method: 'POST', path: '/api/create-subscription' },
    hint: hints['POST /api/create-subscription'],
    tokens,
  });

  it('put a NUL byte and lone surrogates in every field of a valid call, and expect a 400', () => {
    const nul = subscribe.find(({ label }) => label.endsWith('a NUL byte in price_id'));
    expect(nul).toMatchObject({ method: 'POST', path: '/api/create-subscription/', expect: [400] });
    expect(JSON.parse(String(nul!.body))).toEqual({
      payment_method_id: 'pm_fuzz_no_such_card',
      promotion_code: '',
      price_id: 'price\u0000_1',
    });
    expect(subscribe.filter(({ label }) => /surrogate/.test(label)).length).toBeGreaterThanOrEqual(9);
  });

  it('send the issue’s deep JSON, oversized bodies, other media types, methods and headers', () => {
    const labels = subscribe.map(({ label }) => label.replace('POST /api/create-subscription: ', ''));
    expect(labels).toEqual(
      expect.arrayContaining([
        'JSON nested 5000 deep as the body',
        'a body over the limit as the body',
        'a form',
        'method DELETE',
        'a header of 20 KB',
        'no credentials',
        'a query with a NUL byte',
      ]),
    );
    expect(subscribe.find(({ label }) => label.endsWith('JSON nested 5000 deep as the body'))?.body).toBe(
      '['.repeat(5000) + ']'.repeat(5000),
    );
  });

  it('fill path parameters from the hint, and put hostile values in each', () => {
    const user = casesFor({ route: { method: 'PUT', path: '/auth/users/:id' }, hint: hints['PUT /auth/users/:id'], tokens });
    expect(user.find(({ label }) => label.endsWith('method GET'))?.path).toBe('/auth/users/7/');
    expect(user.find(({ label }) => label.endsWith('a NUL byte as :id'))).toMatchObject({
      path: '/auth/users/a%00b/',
      expect: [400],
    });
  });
});
