import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { withQueryClient } from '../../testing/test-query-client.js';
import { NewsletterForm } from './newsletter-form.js';

const SUBSCRIBE = 'POST /strapi-newsletter/newsletter/subscribe';

async function subscribe(email: string, answer: FakeRoute = { status: 200, body: { ok: true } }) {
  const server = installFakeFetch({ [SUBSCRIBE]: answer });
  const user = userEvent.setup();
  render(<NewsletterForm />, { wrapper: withQueryClient() });
  const input = screen.getByLabelText('Email address');
  expect(input).toHaveAttribute('type', 'email');
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return server;
}

describe('NewsletterForm', () => {
  it.each(['not-an-email', 'jane@example', 'jane doe@example.com', ''])(
    'says "Invalid email" for %j before sending anything',
    async (email) => {
      const server = await subscribe(email);
      expect(await screen.findByText('Invalid email')).toBeInTheDocument();
      expect(server.requests).toHaveLength(0);
    },
  );

  it('posts the email as JSON and confirms', async () => {
    const server = await subscribe('jane@example.com');

    expect(await screen.findByText('Successfully subscribed to the newsletter!')).toBeInTheDocument();
    // Double opt-in: nothing is sent until the address is confirmed, and the form says so.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Successfully subscribed to the newsletter! Check your inbox to confirm your address.',
    );
    expect(server.requestsTo(SUBSCRIBE)[0]).toMatchObject({ body: { email: 'jane@example.com' } });
    expect(server.requestsTo(SUBSCRIBE)[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('reports a non-OK answer', async () => {
    await subscribe('jane@example.com', { status: 500 });
    expect(await screen.findByText('Error subscribing to the newsletter. Please try again.')).toBeInTheDocument();
  });
});
