import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionDetails } from '../billing/api/billing-types.js';
import { externalNavigation } from '../billing/external-navigation.js';
import { clientConfigRoute, installFakeStripe, removeFakeStripe } from '../../stripe/fake-stripe.test-helper.js';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';
import { sampleUser } from '../../testing/sample-user.js';

const DETAILS = 'GET /api/get-subscription-details/';
const INVOICES = 'GET /api/get-invoices/';
const CANCEL = 'POST /api/cancel-subscription/';

const trialing: SubscriptionDetails = {
  plan_name: 'Yearly',
  plan_price: '199.00',
  discount_amount: '0.00',
  coupon: null,
  amount_due: '0.00',
  next_invoice_amount: '179.10',
  next_discount_amount: '19.90',
  next_coupon: 'WELCOME10',
  status: 'trialing',
  start_date: '2026-03-01',
  next_payment: '2026-03-08',
  payment_method: 'Visa ending in 4242',
  payments_completed: 0,
  last_payment: null,
  previous_payment_date: null,
  cancel_at_period_end: false,
  current_period_end: '2026-03-08',
  payment_failed_on: null,
  error: null,
};

async function openProfile(routes: Record<string, FakeRoute>) {
  const server = installFakeFetch({ 'GET /usermanagement/profile/': { body: sampleUser }, ...routes });
  const app = renderApp('/profile');
  const section = within(await screen.findByRole('region', { name: 'Subscription' }));
  return { ...app, server, section };
}

describe('ProfileSubscription', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', 'tok-1');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the plan, status, trial end and amounts with 2 decimals', async () => {
    const { section } = await openProfile({ [DETAILS]: { body: trialing }, [INVOICES]: { body: { invoices: [] } } });

    expect(await section.findByText('Yearly')).toBeInTheDocument();
    // Words, not Stripe's code (issue 11 §3).
    expect(section.getByText('Free trial (until Mar 8, 2026)')).toBeInTheDocument();
    expect(section.queryByText(/trialing/i)).not.toBeInTheDocument();
    expect(section.getByText('Trial ends').nextSibling).toHaveTextContent('Mar 8, 2026');
    expect(section.getByText('Price').nextSibling).toHaveTextContent('$199.00');
    // Nothing is owed during a trial: no "Amount due" (issue 19 §4).
    expect(section.queryByText('Amount due')).not.toBeInTheDocument();
    // The trial's first charge, with its date.
    expect(section.getByText('Next payment').nextSibling).toHaveTextContent('$179.10 on Mar 8, 2026');
    expect(section.getByText('Next discount').nextSibling).toHaveTextContent('$19.90 off (WELCOME10)');
    // No discount today: no line for it.
    expect(section.queryByText('Discount')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(section.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('offers to resume the bank’s confirmation of a subscription that waits for it (issue 19 §2)', async () => {
    const stripe = installFakeStripe();
    try {
      const { section, server } = await openProfile({
        ...clientConfigRoute,
        [DETAILS]: { body: { ...trialing, status: 'incomplete', next_payment: null, next_invoice_amount: null } },
        [INVOICES]: { body: { invoices: [] } },
        'GET /api/subscription-confirmation/': {
          body: { client_secret: 'seti_1_secret_abc', intent: 'setup', status: 'incomplete' },
        },
      });
      expect(await section.findByText(/^Your bank needs to confirm this card\./)).toBeInTheDocument();
      expect(section.queryByText('No active subscription found.')).not.toBeInTheDocument();
      expect(section.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
      expect(section.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
      const resume = await section.findByRole('button', { name: 'Confirm with your bank' });
      await waitFor(() => expect(resume).toBeEnabled());
      const detailsReads = server.requestsTo(DETAILS).length;
      resume.click();
      await waitFor(() => expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc'));
      expect(await section.findByText('Thank you: your bank confirmed the card.')).toBeInTheDocument();
      // Read again, so the profile follows once billing heard from Stripe.
      await waitFor(() => expect(server.requestsTo(DETAILS).length).toBeGreaterThan(detailsReads));
      expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    } finally {
      removeFakeStripe();
    }
  });

  it('lists the Payment History only when there are invoices, and reads a bare list too', async () => {
    const first = await openProfile({ [DETAILS]: { body: trialing }, [INVOICES]: { body: { invoices: [] } } });
    await first.section.findByText('Yearly');
    expect(first.section.queryByRole('heading', { name: 'Payment History' })).not.toBeInTheDocument();
    first.unmount();

    const second = await openProfile({
      [DETAILS]: { body: { ...trialing, status: 'active' } },
      [INVOICES]: { body: { invoices: [{ id: 'in_1', date: '2026-03-08', amount_due: '199.00', status: 'paid' }] } },
    });
    const history = within(await second.section.findByRole('region', { name: 'Payment History' }));
    const [row] = history.getAllByRole('listitem');
    expect(row).toHaveTextContent('Mar 8, 2026');
    expect(row).toHaveTextContent('$199.00');
    expect(row).toHaveTextContent('Paid');
    expect(second.section.getByText('Active (renews Mar 8, 2026, $179.10)')).toBeInTheDocument();
    expect(second.section.getByText('Next payment').nextSibling).toHaveTextContent('$179.10 on Mar 8, 2026');
    expect(second.section.queryByText('Trial ends')).not.toBeInTheDocument();
  });

  it('asks before cancelling in an accessible dialog at most 500 px wide; Escape keeps the subscription', async () => {
    const { section, user, server } = await openProfile({
      [DETAILS]: { body: trialing },
      [INVOICES]: { body: { invoices: [] } },
    });
    const cancelButton = await section.findByRole('button', { name: 'Cancel Subscription' });
    await user.click(cancelButton);

    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ maxWidth: '500px' });
    expect(dialog).toHaveAccessibleDescription(/stays active until the end of the current billing period/);
    const keep = within(dialog).getByRole('button', { name: 'Keep my subscription' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel it' });
    expect(keep).toHaveFocus();

    // The focus stays inside the dialog.
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelButton).toHaveFocus();
    expect(server.requestsTo(CANCEL)).toHaveLength(0);
  });

  it('cancels during the trial, refetches, then says once that it is canceled and when access ends', async () => {
    let canceled = false;
    const { section, user, server } = await openProfile({
      // As billing answers: once set to cancel there is no next payment, but the period's end stays.
      [DETAILS]: () => ({
        body: canceled ? { ...trialing, cancel_at_period_end: true, next_payment: null, next_invoice_amount: null } : trialing,
      }),
      [INVOICES]: { body: { invoices: [] } },
      [CANCEL]: () => {
        canceled = true;
        return { body: { message: 'Your subscription has been canceled.' } };
      },
    });
    await user.click(await section.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    const notice = await section.findByText(/^Your subscription has been canceled\./);
    expect(notice).toHaveTextContent(
      'Your subscription has been canceled. Your free trial continues until Mar 8, 2026, and you will not be charged.',
    );
    // One message: nothing else says the subscription is canceled or will be.
    // One message, and the status that says the same (issue 19 §4).
    expect(section.getAllByText(/^Your subscription has been canceled/)).toHaveLength(1);
    expect(section.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requestsTo(CANCEL)[0]?.headers.Authorization).toBe('Token tok-1');
    expect(server.requestsTo(DETAILS)).toHaveLength(2);
    expect(server.requestsTo(INVOICES)).toHaveLength(2);
    expect(section.getByText('Access until').nextSibling).toHaveTextContent('Mar 8, 2026');
    expect(section.queryByText('Next payment')).not.toBeInTheDocument();
    expect(section.getByText('Cancelled (access until Mar 8, 2026)')).toBeInTheDocument();
  });

  it('says when a paid subscription set to cancel ends, without a cancel button', async () => {
    const { section } = await openProfile({
      [DETAILS]: {
        body: { ...trialing, status: 'active', cancel_at_period_end: true, next_payment: null, current_period_end: '2026-04-08' },
      },
      [INVOICES]: { body: { invoices: [] } },
    });
    expect(
      await section.findByText(
        'Your subscription will be canceled at the end of the current billing period, on Apr 8, 2026. You keep access until then and will not be charged again.',
      ),
    ).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('tells an unpaid subscriber that access stays paused until the open invoice is paid', async () => {
    const { section } = await openProfile({
      [DETAILS]: { body: { ...trialing, status: 'unpaid' } },
      [INVOICES]: { body: { invoices: [] } },
    });
    expect(await section.findByText('Past due (we could not charge your card: update it)')).toBeInTheDocument();
    expect(section.getByText(/stay paused until the open invoice is paid/)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('tells a subscriber whose renewal failed why access is paused and where to fix it', async () => {
    const { section } = await openProfile({
      [DETAILS]: { body: { ...trialing, status: 'past_due', amount_due: '199.00', payment_failed_on: '2026-04-08' } },
      [INVOICES]: { body: { invoices: [{ id: 'in_2', date: '2026-04-08', amount_due: '199.00', status: 'open' }] } },
    });
    expect(await section.findByText('Past due (we could not charge your card on Apr 8, 2026: update it)')).toBeInTheDocument();
    // Money actually owed: the one case with "Amount due".
    expect(section.getByText('Amount due').nextSibling).toHaveTextContent('$199.00');
    expect(section.getByText(/Your last payment did not go through/)).toHaveTextContent(/update your card under Manage billing/);
    expect(section.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(within(section.getByRole('region', { name: 'Payment History' })).getByText('Due')).toBeInTheDocument();
  });

  it('shows "Error: {error}" when the cancel is refused', async () => {
    const { section, user } = await openProfile({
      [DETAILS]: { body: trialing },
      [INVOICES]: { body: { invoices: [] } },
      [CANCEL]: { status: 400, body: { error: 'Subscription is already canceled.' } },
    });
    await user.click(await section.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await section.findByText('Error: Subscription is already canceled.')).toBeInTheDocument();
  });

  it.each<[string, FakeRoute]>([
    ['an error answer', { status: 404, body: { error: 'No active subscription found.' } }],
    ['the details of a canceled subscription', { body: { ...trialing, status: 'canceled' } }],
    ['a first payment never made', { body: { ...trialing, status: 'incomplete_expired' } }],
    ['an error field in a 200', { body: { error: 'No active subscription found.' } }],
    ['a failed fetch', 'network-error'],
  ])('offers Subscribe Now after %s', async (_case, answer) => {
    const { section, user, router } = await openProfile({
      [DETAILS]: answer,
      [INVOICES]: 'network-error',
      'GET /api/get-plans/': { body: { plans: [] } },
    });
    expect(await section.findByText('No active subscription found.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(section.queryByRole('heading', { name: 'Payment History' })).not.toBeInTheDocument();

    await user.click(section.getByRole('link', { name: 'Subscribe Now' }));
    await waitFor(() => expect(currentPath(router)).toBe('/subscription'));
  });

  it('opens the billing portal from Manage billing', async () => {
    const go = jest.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    const { section, user } = await openProfile({
      [DETAILS]: { body: trialing },
      [INVOICES]: { body: { invoices: [] } },
      'POST /api/create-portal-session/': { body: { url: 'https://billing.stripe.test/p/session/1' } },
    });
    await user.click(await section.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://billing.stripe.test/p/session/1'));
  });
});
