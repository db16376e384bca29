import { poll } from '@mc/runtime/testing';
import { api, comparableAnswer, mailUrl, newAccount, rawGet, signedInAccount, stripeUrl } from '../support/api.js';
import { browserCard, freshVisaNumber } from '../support/cards.js';
import { searchMail } from '../emulators/mail/mail-client.js';

async function monthlyPrice(): Promise<string> {
  const { body } = await api<{ plans: { id: number; stripe_price_id: string }[] }>('GET', '/api/get-plans/');
  return body.plans.find((plan) => plan.id === 5)!.stripe_price_id;
}

/** A card that always asks for 3-D Secure; paid at once (confirmed) when it already had its trial. */
async function subscribeWithBankCheck(token: string) {
  const card = '4000002760003184';
  const priceId = await monthlyPrice();
  const eligibility = await api<{ eligible: boolean }>('POST', '/api/trial-eligibility/', {
    token,
    body: { payment_method_id: await browserCard(card), price_id: priceId },
  });
  const created = await api<{ subscription: { status: string }; client_secret: string | null }>(
    'POST',
    '/api/create-subscription/',
    {
      token,
      body: {
        payment_method_id: await browserCard(card),
        price_id: priceId,
        charge_now_confirmed: !eligibility.body.eligible,
      },
    },
  );
  expect(created.status).toBe(200);
  expect(created.body.subscription.status).toBe(eligibility.body.eligible ? 'trialing' : 'incomplete');
  return created.body;
}

async function flushStripeWebhooks(): Promise<void> {
  const response = await fetch(`${stripeUrl()}/__control/webhooks/flush`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ timeout_ms: 30_000 }),
  });
  expect(response.ok).toBe(true);
}

async function mailsTo(email: string): Promise<string[]> {
  return (await searchMail(mailUrl(), `to:${email}`)).map((message) => message.Subject);
}

describe('billing endpoints (spec §7)', () => {
  it('lists plans 5 and 6 with dollar prices, with or without a token', async () => {
    const { status, body } = await api('GET', '/api/get-plans/');
    expect(status).toBe(200);
    expect(body).toEqual({
      plans: [
        {
          id: 5,
          name: 'Monthly',
          price: '20.00',
          description: expect.any(String),
          stripe_price_id: expect.stringMatching(/^price_/),
        },
        {
          id: 6,
          name: 'Annual',
          price: '199.00',
          description: expect.any(String),
          stripe_price_id: expect.stringMatching(/^price_/),
        },
      ],
    });
    const { token } = await signedInAccount();
    expect((await api('GET', '/api/get-plans/', { token })).body).toEqual(body);
  });

  it('gives the web client its Stripe.js configuration and no secret', async () => {
    const { status, body } = await api('GET', '/api/client-config/');
    expect(status).toBe(200);
    expect(body).toEqual({
      stripe_publishable_key: 'pk_test_emulator',
      stripe_js_url: `${stripeUrl()}/v3/`,
      pricing_table_id: null,
      customer_portal_url: null,
    });
  });

  it('answers a signed-in user without a subscription', async () => {
    const { token } = await signedInAccount();
    expect(await api('GET', '/api/subscription-status/', { token })).toMatchObject({
      status: 200,
      body: { subscription_status: 'none' },
    });
    expect(await api('GET', '/api/get-subscription-details/', { token })).toMatchObject({
      status: 404,
      body: { error: 'No active subscription found.' },
    });
    expect(await api('GET', '/api/get-invoices/', { token })).toMatchObject({ status: 200, body: { invoices: [] } });
    expect(await api('POST', '/api/cancel-subscription/', { token })).toMatchObject({
      status: 400,
      body: { error: 'No active subscription found.' },
    });
  });

  it('subscribes with a trial and shows every detail field, the invoices and the status', async () => {
    const { token } = await signedInAccount();
    const cardNumber = freshVisaNumber();
    const created = await api('POST', '/api/create-subscription/', {
      token,
      body: { payment_method_id: await browserCard(cardNumber), price_id: await monthlyPrice(), promotion_code: '' },
    });
    expect(created).toMatchObject({ status: 200, body: { subscription: { status: 'trialing' }, client_secret: null } });
    expect(created.body.subscription).toEqual({ id: expect.stringMatching(/^sub_/), status: 'trialing' });

    const details = await api('GET', '/api/get-subscription-details/', { token });
    expect(details.status).toBe(200);
    expect(Object.keys(details.body).sort()).toEqual(
      [
        'plan_name',
        'plan_price',
        'discount_amount',
        'coupon',
        'amount_due',
        'next_invoice_amount',
        'next_discount_amount',
        'next_coupon',
        'status',
        'start_date',
        'next_payment',
        'payment_method',
        'payments_completed',
        'last_payment',
        'previous_payment_date',
        'cancel_at_period_end',
        'current_period_end',
        'payment_failed_on',
        'error',
      ].sort(),
    );
    expect(details.body).toMatchObject({
      plan_name: 'Monthly',
      plan_price: '20.00',
      status: 'trialing',
      payment_method: `visa •••• ${cardNumber.slice(-4)}`,
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      cancel_at_period_end: false,
      error: null,
    });
    // A trial's first charge: the plan's price, on the day the trial (the current period) ends.
    expect(details.body).toMatchObject({ next_invoice_amount: '20.00', next_payment: details.body.current_period_end });
    const invoices = await api<{ invoices: unknown[] }>('GET', '/api/get-invoices/', { token });
    expect(invoices.body.invoices).toEqual([
      { id: expect.stringMatching(/^in_/), date: expect.any(String), amount_due: '0.00', status: 'paid' },
    ]);
    expect((await api('GET', '/api/subscription-status/', { token })).body).toEqual({ subscription_status: 'trialing' });

    expect(await api('POST', '/api/cancel-subscription/', { token })).toMatchObject({
      status: 200,
      body: { message: 'Your subscription has been canceled.' },
    });
    // Set to cancel: no next payment, and the day access ends is still there.
    expect((await api('GET', '/api/get-subscription-details/', { token })).body).toMatchObject({
      cancel_at_period_end: true,
      next_payment: null,
      next_invoice_amount: null,
      current_period_end: details.body.current_period_end,
    });
    expect(await api('POST', '/api/create-portal-session/', { token })).toMatchObject({
      status: 200,
      body: { url: expect.stringContaining('/billing_portal/') },
    });
  });

  it('shows a change made at Stripe (the customer portal) as soon as its webhook is stored, though details are kept (issue 17)', async () => {
    const { token } = await signedInAccount();
    const created = await api<{ subscription: { id: string } }>('POST', '/api/create-subscription/', {
      token,
      body: { payment_method_id: await browserCard(freshVisaNumber()), price_id: await monthlyPrice() },
    });
    expect(created.status).toBe(200);
    // The first read asks billing; the second comes from the bff's copy, sent before Nest
    // (SubscriptionDetailsFastPath) byte for byte and header for header as the controller sends it.
    const asked = { authorization: `Token ${token}` };
    const first = await rawGet('/api/get-subscription-details/', asked);
    const again = await rawGet('/api/get-subscription-details/', asked);
    expect(comparableAnswer(again)).toEqual(comparableAnswer(first));
    expect(JSON.parse(first.body.toString())).toMatchObject({ status: 'trialing', cancel_at_period_end: false });

    // As the portal does it: Stripe changes the subscription and tells billing by webhook, not the bff.
    const cancelled = await fetch(`${stripeUrl()}/v1/subscriptions/${created.body.subscription.id}`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_emulator', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cancel_at_period_end=true',
    });
    expect(cancelled.status).toBe(200);
    await flushStripeWebhooks();
    // Stored by billing once the webhook is handled; from then on no replica answers the old block.
    await poll('the stored cancellation in the details', async () => {
      const { body } = await api<{ cancel_at_period_end: boolean }>('GET', '/api/get-subscription-details/', { token });
      return body.cancel_at_period_end ? body : undefined;
    });
    expect((await api('GET', '/api/get-subscription-details/', { token })).body).toMatchObject({
      cancel_at_period_end: true,
      next_payment: null,
    });
  });

  it('tells before any charge whether an account and card get the trial, and refuses an unconfirmed charge (issue 19 §1)', async () => {
    const cardNumber = freshVisaNumber();
    const priceId = await monthlyPrice();
    const first = await signedInAccount();
    const eligibility = async (token?: string) =>
      api('POST', '/api/trial-eligibility/', {
        token,
        body: { payment_method_id: await browserCard(cardNumber), price_id: priceId },
      });

    const firstAnswer = await eligibility(first.token);
    expect(firstAnswer).toMatchObject({ status: 200 });
    expect(firstAnswer.body).toEqual({
      eligible: true,
      trial_days: 7,
      trial_end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      amount_today: '0.00',
      currency: 'usd',
      reason: null,
      plan_amount: '20.00',
    });
    // A visitor (the register form, before the account exists) is answered for the card alone.
    expect((await eligibility()).body).toMatchObject({ eligible: true, amount_today: '0.00' });
    const trialing = await api('POST', '/api/create-subscription/', {
      token: first.token,
      body: { payment_method_id: await browserCard(cardNumber), price_id: priceId },
    });
    expect(trialing).toMatchObject({ status: 200, body: { subscription: { status: 'trialing' } } });

    const second = await signedInAccount();
    expect((await eligibility(second.token)).body).toEqual({
      eligible: false,
      trial_days: 0,
      trial_end: null,
      amount_today: '20.00',
      currency: 'usd',
      reason: 'card',
      plan_amount: '20.00',
    });
    expect((await eligibility()).body).toMatchObject({ eligible: false, amount_today: '20.00', reason: 'card' });
    const create = async (body: Record<string, unknown>) =>
      api('POST', '/api/create-subscription/', {
        token: second.token,
        body: { payment_method_id: await browserCard(cardNumber), price_id: priceId, ...body },
      });
    expect(await create({})).toMatchObject({
      status: 400,
      body: {
        error: 'This card has already had a free trial: you will be charged $20.00 today. Confirm the charge to subscribe.',
      },
    });
    expect(await create({ charge_now_confirmed: false })).toMatchObject({ status: 400 });
    // Nothing was created or charged.
    expect((await api('GET', '/api/subscription-status/', { token: second.token })).body).toEqual({
      subscription_status: 'none',
    });
    expect((await api('GET', '/api/get-invoices/', { token: second.token })).body).toEqual({ invoices: [] });

    expect(await create({ charge_now_confirmed: true })).toMatchObject({
      status: 200,
      body: { subscription: { status: 'active' } },
    });
    const invoices = await api<{ invoices: { amount_due: string; status: string }[] }>('GET', '/api/get-invoices/', {
      token: second.token,
    });
    expect(invoices.body.invoices).toEqual([expect.objectContaining({ amount_due: '20.00', status: 'paid' })]);
  });

  it('keeps an abandoned 3-D Secure from making a subscriber: no entitlement, no welcome mail (issue 19 §2)', async () => {
    const { token, account } = await signedInAccount();
    const created = await subscribeWithBankCheck(token);
    expect(created.client_secret).toMatch(/_secret_/);
    await flushStripeWebhooks();
    await poll('billing to store the attempt', async () =>
      (await api('GET', '/api/subscription-status/', { token })).body.subscription_status === 'incomplete' ? true : undefined,
    );
    expect((await api('GET', '/api/subscription-confirmation/', { token })).body).toEqual({
      client_secret: created.client_secret,
      intent: created.client_secret!.startsWith('seti_') ? 'setup' : 'payment',
      status: 'incomplete',
    });
    expect((await api<{ status: string }>('GET', '/api/get-subscription-details/', { token })).body.status).toBe('incomplete');
    expect((await api<{ access: string }>('GET', '/api/companies/AAPL/', { token })).body.access).toBe('preview');
    expect((await mailsTo(account.email)).filter((subject) => subject.startsWith('Welcome to Market Catalysts'))).toEqual([]);
  });

  it('leaves no open invoice after a failed 3-D Secure (issue 19 §2)', async () => {
    const { token } = await signedInAccount();
    const created = await subscribeWithBankCheck(token);
    const secret = created.client_secret!;
    const failed = await fetch(`${stripeUrl()}/__stripe_js/authenticate/${secret.split('_secret_')[0]}`, {
      method: 'POST',
      body: new URLSearchParams({ client_secret: secret, outcome: 'fail', key: 'pk_test_emulator' }),
    });
    expect(failed.status).toBe(200);
    await flushStripeWebhooks();
    const { invoices } = (await api<{ invoices: { status: string }[] }>('GET', '/api/get-invoices/', { token })).body;
    expect(invoices.filter((invoice) => invoice.status !== 'paid')).toEqual([]);
    expect((await api('GET', '/api/subscription-status/', { token })).body).toEqual({ subscription_status: 'incomplete' });
    // Still resumable from the profile until Stripe gives up (23 hours).
    expect((await api('GET', '/api/subscription-confirmation/', { token })).status).toBe(200);
  });

  it('refuses a bad trial-eligibility request with 400 in the spec’s shape', async () => {
    const ask = (body: unknown) => api('POST', '/api/trial-eligibility/', { body });
    expect(await ask({})).toMatchObject({ status: 400, body: { error: 'payment_method_id is required.' } });
    expect(await ask({ payment_method_id: 'pm_x' })).toMatchObject({ status: 400, body: { error: 'price_id is required.' } });
    expect(await ask({ payment_method_id: 'pm_x', price_id: 'price_unknown' })).toMatchObject({
      status: 400,
      body: { error: 'Unknown price_id: choose one of the plans.' },
    });
    expect(await ask({ payment_method_id: 'pm_does_not_exist', price_id: await monthlyPrice() })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('pm_does_not_exist') },
    });
    expect(await ask({ payment_method_id: 'pm_x', price_id: await monthlyPrice(), extra: 1 })).not.toMatchObject({ status: 500 });
  });

  it('passes on the card provider’s message for a declined card', async () => {
    const { token } = await signedInAccount();
    expect(
      await api('POST', '/api/create-subscription/', {
        token,
        body: { payment_method_id: await browserCard('4000000000009995'), price_id: await monthlyPrice() },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Your card has insufficient funds.' } });
  });

  it('refuses bad input with 400 in the spec’s shape, never a 5xx', async () => {
    const { token } = await signedInAccount();
    const create = (body: unknown) => api('POST', '/api/create-subscription/', { token, body });
    expect(await create({})).toMatchObject({ status: 400, body: { error: 'payment_method_id is required.' } });
    expect(await create({ payment_method_id: 'pm_x', price_id: 6 })).toMatchObject({
      status: 400,
      body: { error: 'price_id must be a string.' },
    });
    expect(await create({ payment_method_id: 'pm_x', price_id: 'price_unknown' })).toMatchObject({
      status: 400,
      body: { error: 'Unknown price_id: choose one of the plans.' },
    });
    expect(await create([1])).toMatchObject({ status: 400, body: { error: 'The request body must be a JSON object.' } });
    expect(
      await create({
        payment_method_id: await browserCard('4242424242424242'),
        price_id: await monthlyPrice(),
        promotion_code: 'NO-SUCH-CODE',
      }),
    ).toMatchObject({ status: 400, body: { error: 'Invalid promotion code.' } });
    expect(await api('POST', '/create-checkout-session/', { body: { cartItems: [{ id: 5, price: 1 }] } })).toMatchObject({
      status: 400,
      body: { error: 'Your cart is out of date. Please reload the page and try again.' },
    });
    expect(await api('POST', '/subscribe/', { body: { userId: 'x' } })).toMatchObject({
      status: 400,
      body: { error: 'userId must be a positive whole number.' },
    });
  });

  it('needs a token for the subscriber’s calls (DRF’s 401)', async () => {
    for (const [method, path] of [
      ['POST', '/api/create-subscription/'],
      ['GET', '/api/get-subscription-details/'],
      ['GET', '/api/get-invoices/'],
      ['GET', '/api/subscription-status/'],
      ['POST', '/api/cancel-subscription/'],
      ['POST', '/api/create-portal-session/'],
    ]) {
      expect(await api(method, path)).toMatchObject({
        status: 401,
        body: { detail: 'Authentication credentials were not provided.' },
      });
    }
  });

  it('pays the cart with a card, or sends the cart to a hosted Checkout page', async () => {
    const cart = [{ id: 5, name: 'Monthly Subscription', price: 2000, description: 'Access to the calendars' }];
    expect(
      await api('POST', '/create-checkout-session/', {
        body: { paymentMethodId: await browserCard('4242424242424242'), cartItems: cart },
      }),
    ).toMatchObject({ status: 200, body: { success: true } });
    expect(await api('POST', '/create-checkout-session/', { body: { cartItems: cart } })).toMatchObject({
      status: 200,
      body: { url: expect.stringContaining('/checkout/cs_test_') },
    });
  });

  it('runs the older sign-up: /subscribe/ right after creating the account, then PUT /auth/users/{id}', async () => {
    // No login in between, as in the older sign-up: billing may not have heard of the account yet.
    const account = newAccount();
    const cardNumber = freshVisaNumber();
    const registered = await api<{ id: number }>('POST', '/auth/users/', { body: account });
    const { id } = registered.body;
    // The browser sends back the registration cookie by itself (same origin, path /subscribe/).
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^mc_signup=/);
    const subscribe = async (headers: Record<string, string>, token?: string) =>
      api('POST', '/subscribe/', {
        headers,
        token,
        // A card of its own: a card that had a trial would be refused without `chargeNowConfirmed`.
        body: { userId: id, paymentMethodId: await browserCard(cardNumber), priceId: await monthlyPrice() },
      });
    // Anyone else naming the new account's id is refused (issue 12 §5).
    const refusal = {
      success: false,
      message: 'This sign-up can only be completed in the browser that created the account. Please log in to subscribe.',
    };
    expect(await subscribe({})).toMatchObject({ status: 403, body: refusal });
    const answer = await subscribe({ cookie });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Subscription created successfully.',
        stripeSubscriptionId: expect.stringMatching(/^sub_/),
      },
    });
    // The cookie served once.
    expect(await subscribe({ cookie })).toMatchObject({ status: 403, body: refusal });
    const token = (
      await api<{ auth_token: string }>('POST', '/auth/token/login/', {
        body: { username: account.username, password: account.password },
      })
    ).body.auth_token;
    expect(await subscribe({}, token)).toMatchObject({
      status: 400,
      body: { success: false, message: 'This account already has a subscription.' },
    });
    const stored = await api('PUT', `/auth/users/${id}`, {
      token,
      body: { stripe_subscription_id: answer.body.stripeSubscriptionId },
    });
    expect(stored).toMatchObject({ status: 200, body: { id } });
    expect(await api('PUT', '/auth/users/999999', { token, body: { stripe_subscription_id: 'sub_x' } })).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
    const other = await signedInAccount();
    expect(await api('PUT', `/auth/users/${other.id}`, { token, body: { stripe_subscription_id: 'sub_x' } })).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect(await api('PUT', `/auth/users/${id}`, { token, body: {} })).toMatchObject({
      status: 400,
      body: { stripe_subscription_id: ['This field is required.'] },
    });
  });
});
