// What a well-formed call of an endpoint looks like, so that the fuzz mutates one part of a request
// that is otherwise valid and reaches past the first check. An endpoint without a hint is still
// fuzzed, from an empty body and a parameter value of `sample`.

/** The account the fuzz signs in as, registered at its start. */
export interface FuzzAccount {
  id: number;
  token: string;
}

export interface EndpointHint {
  /** Values of the path's `:params`. */
  params?: Record<string, string>;
  /** A valid query string, as name → value. */
  query?: Record<string, string>;
  /** A valid JSON body. */
  body?: Record<string, unknown>;
  /**
   * `account`: called with the fuzz account's token (and also without). `stranger`: with a
   * well-formed token that belongs to nobody, so that a call with side effects on the caller's
   * sessions (logout) cannot end the fuzz account's.
   */
  auth?: 'account' | 'stranger';
  /** The endpoint also takes `multipart/form-data` (an upload): such a body is not refused as the wrong media type. */
  multipart?: true;
}

// Cards and prices that do not exist: a mutation that leaves the body valid is refused by billing
// (or Stripe) instead of charging anyone.
const NO_CARD = 'pm_fuzz_no_such_card';
const NO_PRICE = 'price_fuzz_no_such_price';

export const endpointHints = (account: FuzzAccount): Record<string, EndpointHint> => ({
  'POST /auth/users': {
    body: {
      username: 'fuzzcatalyst',
      email: 'fuzz-catalyst@example.com',
      password: 'Earnings-Season-2026',
      first_name: 'Grace',
      last_name: 'Hopper',
      country: 'US',
    },
  },
  'POST /auth/token/login': { body: { username: 'fuzzcatalyst', password: 'Earnings-Season-2026' } },
  'POST /auth/token/logout': { auth: 'stranger' },
  'PUT /auth/users/:id': { params: { id: String(account.id) }, body: { stripe_subscription_id: 'sub_fuzz' }, auth: 'account' },
  'GET /usermanagement/profile': { auth: 'account' },
  // A wrong password: the fuzz reaches the password check and never deletes its own account.
  'DELETE /auth/users/me': { body: { current_password: 'Not-The-Fuzz-Password-1' }, auth: 'account' },
  'POST /auth/users/reset_password': { body: { email: 'fuzz-catalyst@example.com' } },
  'POST /auth/users/reset_password_confirm': {
    body: {
      uid: 'MQ',
      token: 'cf3-8a1b2c3d4e5f',
      new_password: 'Dividend-Calendar-2027',
      re_new_password: 'Dividend-Calendar-2027',
    },
  },
  'POST /api/page-views': { body: { path: '/earnings-calendar' } },
  'POST /api/create-subscription': {
    body: { payment_method_id: NO_CARD, price_id: NO_PRICE, promotion_code: '' },
    auth: 'account',
  },
  'POST /api/trial-eligibility': { body: { payment_method_id: NO_CARD, price_id: NO_PRICE } },
  'GET /api/get-subscription-details': { auth: 'account' },
  'GET /api/subscription-confirmation': { auth: 'account' },
  'GET /api/subscription-status': { auth: 'account' },
  'GET /api/preferences': { auth: 'account' },
  // The fuzz account has no subscription: the watch lists refuse it (403) after reading the request.
  'POST /api/watchlists/import': { body: { name: 'Fuzz imports', text: 'AAPL MSFT' }, auth: 'account', multipart: true },
  // Alerts (issue 22 §2) are the subscribers' too: 403 for the fuzz account.
  'PATCH /api/watchlists/:id/alerts': { params: { id: '1' }, body: { change_alerts: false, reminder_days: 2 }, auth: 'account' },
  'POST /api/alerts/read': { body: { ids: [1] }, auth: 'account' },
  'PATCH /api/preferences': { body: { time_zone: 'Europe/London' }, auth: 'account' },
  'GET /api/get-invoices': { auth: 'account' },
  'POST /api/cancel-subscription': { auth: 'account' },
  'POST /api/create-portal-session': { auth: 'account' },
  'POST /create-checkout-session': {
    body: {
      paymentMethodId: NO_CARD,
      cartItems: [{ id: 5, name: 'Monthly Subscription', price: 2000, description: 'Market Catalysts, monthly' }],
    },
  },
  'POST /subscribe': { body: { paymentMethodId: NO_CARD, priceId: NO_PRICE, userId: account.id } },
  'GET /api/calendars/:type': {
    params: { type: 'earnings' },
    query: { date_from: '2026-11-23', date_to: '2026-11-27', tickers: 'NVDA,AAPL', page_size: '25', tz: 'America/New_York' },
  },
  'GET /api/portfolios/:slug': { params: { slug: 'technology-stocks' } },
  'GET /api/companies': { query: { search: 'app' } },
  'GET /api/articles': { query: { tag: 'earnings', ticker: 'MRNA', page: '1', page_size: '10' } },
  'GET /api/articles/:slug': { params: { slug: 'reading-an-fda-calendar' } },
  'GET /api/guides/:slug': { params: { slug: 'earnings-catalysts-guide' } },
  'GET /api/pages/:slug': { params: { slug: 'about' } },
  'GET /api/watch-lists/:list': { params: { list: 'weekly' } },
  'GET /api/watch-lists/:list/:slug': { params: { list: 'weekly', slug: 'week-of-2026-11-23' } },
  'POST /api/contact': {
    body: {
      name: 'Grace Hopper',
      email: 'fuzz-catalyst@example.com',
      topic: 'data',
      message: 'The FDA calendar shows a PDUFA date that moved last week.',
    },
  },
});
