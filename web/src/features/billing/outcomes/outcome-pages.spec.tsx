import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch.js';
import type { SubscriptionDetails } from '../api/billing-types.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';

/** A trial of the Monthly plan that ends on March 8. */
const details: SubscriptionDetails = {
  plan_name: 'Monthly',
  plan_price: '20.00',
  discount_amount: '0.00',
  coupon: null,
  amount_due: '0.00',
  next_invoice_amount: '20.00',
  next_discount_amount: '0.00',
  next_coupon: null,
  status: 'trialing',
  start_date: '2026-03-01',
  next_payment: '2026-03-08',
  payment_method: 'visa •••• 4242',
  payments_completed: 0,
  last_payment: null,
  previous_payment_date: null,
  cancel_at_period_end: false,
  current_period_end: '2026-03-08',
  payment_failed_on: null,
  error: null,
};

async function openMain(path: string, routes: Record<string, FakeRoute> = {}) {
  installFakeFetch({ 'GET /usermanagement/profile/': { body: sampleUser }, ...routes });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /./ });
  return { ...app, main: within(screen.getByRole('main')) };
}

describe('payment outcome screens', () => {
  it('/confirmation thanks the subscriber and opens the profile from Go to Dashboard', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const { main, user, router } = await openMain('/confirmation', {
      'GET /api/get-subscription-details/': { body: { ...details, status: 'active', next_payment: '2026-04-08' } },
    });
    expect(main.getByRole('heading', { name: 'Thank You for Subscribing!' })).toBeInTheDocument();
    expect(await main.findByText('Your subscription is now active.')).toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/profile');
  });

  it('/confirmation during a trial says the trial, its end and the first charge', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const { main } = await openMain('/confirmation', { 'GET /api/get-subscription-details/': { body: details } });
    expect(
      await main.findByText(
        'Your free trial has started and runs until Mar 8, 2026. Your first charge, $20.00, is on Mar 8, 2026 unless you cancel before then.',
      ),
    ).toBeInTheDocument();
    expect(main.queryByText('Your subscription is now active.')).not.toBeInTheDocument();
  });

  it('/confirmation keeps the spec’s line when the details cannot be had', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const { main } = await openMain('/confirmation', { 'GET /api/get-subscription-details/': 'network-error' });
    expect(await main.findByText('Your subscription is now active.')).toBeInTheDocument();
  });

  it('/success says the payment went through', async () => {
    const { main } = await openMain('/success');
    expect(main.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
  });

  it('/payment-failed offers Retry Payment at /retry-payment', async () => {
    const { main } = await openMain('/payment-failed');
    expect(main.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Retry Payment' })).toHaveAttribute('href', '/retry-payment');
  });

  it('/error offers Contact Support at /contact-support', async () => {
    const { main } = await openMain('/error');
    expect(main.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact-support');
  });
});
