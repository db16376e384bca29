import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';

async function openMain(path: string) {
  installFakeFetch({ 'GET /usermanagement/profile/': { body: sampleUser } });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /./ });
  return { ...app, main: within(screen.getByRole('main')) };
}

describe('payment outcome screens', () => {
  it('/confirmation thanks the subscriber and opens the profile from Go to Dashboard', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const { main, user, router } = await openMain('/confirmation');
    expect(main.getByRole('heading', { name: 'Thank You for Subscribing!' })).toBeInTheDocument();
    expect(main.getByText('Your subscription is now active.')).toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/profile');
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
