import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { useStripe } from '@stripe/react-stripe-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import { installFakeFetch } from '../testing/fake-fetch.js';
import { CardField } from './card-field.js';
import { clientConfigAnswer, clientConfigRoute, installFakeStripe, removeFakeStripe } from './fake-stripe.test-helper.js';
import { usePaymentLibraryStatus } from './payment-library-status.js';
import { StripeElements } from './stripe-elements.js';

function LibraryProbe() {
  const stripe = useStripe();
  const status = usePaymentLibraryStatus();
  return (
    <p>
      {status}, {stripe ? 'stripe ready' : 'no stripe'}
    </p>
  );
}

function renderCardScreen() {
  return render(
    <StripeElements>
      <LibraryProbe />
      <CardField />
    </StripeElements>,
  );
}

describe('StripeElements', () => {
  afterEach(() => {
    removeFakeStripe();
    for (const script of document.querySelectorAll('script[data-stripe-js]')) script.remove();
    jest.restoreAllMocks();
  });

  it('loads Stripe.js from the configured address once, then makes Stripe(publishable key) available', async () => {
    const server = installFakeFetch(clientConfigRoute);
    const first = renderCardScreen();
    expect(screen.getByText('loading, no stripe')).toBeInTheDocument();
    expect(screen.getByText('Loading secure card entry...')).toBeInTheDocument();

    await waitFor(() => expect(document.querySelectorAll('script[data-stripe-js]')).toHaveLength(1));
    const script = document.querySelector<HTMLScriptElement>('script[data-stripe-js]');
    expect(script?.src).toBe(clientConfigAnswer.stripe_js_url);

    const stripe = installFakeStripe();
    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByText('ready, stripe ready')).toBeInTheDocument();
    expect(stripe.StripeJs).toHaveBeenCalledWith('pk_test_catalysts');
    expect(screen.queryByText('Loading secure card entry...')).not.toBeInTheDocument();
    expect(stripe.card()?.mounted).not.toBeNull();
    first.unmount();

    // Another card screen later in the visit: no second script, and the same Stripe object.
    renderCardScreen();
    expect(await screen.findByText('ready, stripe ready')).toBeInTheDocument();
    expect(document.querySelectorAll('script[data-stripe-js]')).toHaveLength(1);
    expect(stripe.StripeJs).toHaveBeenCalledTimes(1);
    expect(server.requestsTo('GET /api/client-config/')).toHaveLength(2);
  });

  it('reports the library unavailable when the configuration cannot be fetched', async () => {
    installFakeFetch({ 'GET /api/client-config/': 'network-error' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCardScreen();

    expect(await screen.findByText('unavailable, no stripe')).toBeInTheDocument();
    expect(screen.getByText('Secure card entry could not be loaded.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('shows the card errors Stripe reports while typing, as given', async () => {
    installFakeFetch(clientConfigRoute);
    const stripe = installFakeStripe();
    renderCardScreen();
    await screen.findByText('ready, stripe ready');
    await waitFor(() => expect(stripe.card()).not.toBeNull());

    act(() => stripe.typeInCard({ error: { message: 'Your card number is invalid.' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is invalid.');
    act(() => stripe.typeInCard({ complete: true }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
