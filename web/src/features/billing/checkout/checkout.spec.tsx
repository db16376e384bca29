import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  clientConfigRoute,
  installFakeStripe,
  removeFakeStripe,
  type FakeStripe,
} from '../../../stripe/fake-stripe.test-helper.js';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { cartItems } from '../data/cart.js';
import { externalNavigation } from '../external-navigation.js';

const CHECKOUT = 'POST /create-checkout-session/';

describe('/cart', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function proceed(answer: FakeRoute) {
    const server = installFakeFetch({ [CHECKOUT]: answer });
    const go = jest.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const app = renderApp('/cart');
    const main = within(await screen.findByRole('main'));
    await app.user.click(await main.findByRole('button', { name: 'Proceed to Checkout' }));
    return { ...app, server, go, alert, main };
  }

  it('holds the one Monthly Subscription at $20.00 per month', async () => {
    installFakeFetch();
    renderApp('/cart');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Monthly Subscription')).toBeInTheDocument();
    expect(main.getAllByText('$20.00')).toHaveLength(2);
    expect(main.getByText('per month')).toBeInTheDocument();
  });

  it('sends the cart and goes to the checkout address it gets back', async () => {
    const { server, go } = await proceed({ body: { url: 'https://checkout.stripe.test/c/pay/cs_1' } });
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(server.requestsTo(CHECKOUT)[0]?.body).toEqual({
      cartItems: [{ id: 5, name: 'Monthly Subscription', price: 2000, description: cartItems[0]?.description }],
    });
  });

  it('alerts when the answer has no checkout address', async () => {
    const { alert, go, main } = await proceed({ status: 400, body: { error: 'No such price.' } });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error: Could not proceed to checkout. Please try again.'));
    expect(go).not.toHaveBeenCalled();
    expect(main.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('alerts when the server cannot be reached', async () => {
    const { alert } = await proceed('network-error');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('An error occurred during checkout. Please try again.'));
  });
});

describe('/payment (card checkout)', () => {
  let stripe: FakeStripe;

  beforeEach(() => {
    stripe = installFakeStripe();
  });

  afterEach(() => {
    removeFakeStripe();
    jest.restoreAllMocks();
  });

  /** Opens /payment the way the app does: with the cart items in the navigation state. */
  async function openPayment(answer: FakeRoute) {
    const server = installFakeFetch({ ...clientConfigRoute, [CHECKOUT]: answer });
    const app = renderApp('/success');
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    await act(() => app.router.navigate('/payment', { state: { cartItems } }));
    const main = within(await screen.findByRole('main'));
    const pay = await main.findByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    return { ...app, server, main, pay };
  }

  it('pays the cart with the card and shows Payment Successful!', async () => {
    const { server, user, pay, router, main } = await openPayment({ body: { success: true } });
    expect(main.getByText('Monthly Subscription')).toBeInTheDocument();
    await user.click(pay);

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/success');
    expect(server.requestsTo(CHECKOUT)[0]?.body).toEqual({ paymentMethodId: 'pm_fake_card', cartItems });
  });

  it('shows Processing... while paying', async () => {
    const { user, pay } = await openPayment({ body: { success: true } });
    stripe.createPaymentMethod.mockReturnValue(new Promise(() => undefined));
    await user.click(pay);
    expect(pay).toHaveTextContent('Processing...');
    expect(pay).toBeDisabled();
  });

  it.each<[string, FakeRoute, string]>([
    ['a refusal without a reason', { body: { success: false } }, 'Payment failed. Please try again.'],
    ["the server's reason", { status: 402, body: { error: 'Your card was declined.' } }, 'Your card was declined.'],
    ['no answer', 'network-error', 'An error occurred. Please try again.'],
  ])('shows %s', async (_case, answer, message) => {
    const { user, pay } = await openPayment(answer);
    await user.click(pay);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(pay).toBeEnabled();
  });

  it("shows Stripe's card error as is", async () => {
    stripe.createPaymentMethod.mockResolvedValue({ error: { type: 'card_error', message: 'Your card has expired.' } });
    const { user, pay, server } = await openPayment({ body: { success: true } });
    await user.click(pay);
    expect(await screen.findByText('Your card has expired.')).toBeInTheDocument();
    expect(server.requestsTo(CHECKOUT)).toHaveLength(0);
  });

  it('says "Stripe.js has not loaded yet. Please try again." and keeps Pay disabled without Stripe.js', async () => {
    removeFakeStripe();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeFetch({ 'GET /api/client-config/': 'network-error' });
    const app = renderApp('/success');
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    await act(() => app.router.navigate('/payment', { state: { cartItems } }));

    expect(await screen.findByText('Stripe.js has not loaded yet. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('without cart items, points to the cart', async () => {
    installFakeFetch();
    renderApp('/payment');
    expect(await screen.findByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
  });
});
