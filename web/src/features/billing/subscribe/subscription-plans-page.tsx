import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/use-auth.js';
import type { Plan } from '../api/billing-types.js';
import { offeredPlans } from '../plans/plan-lists.js';
import { ServerPlanGrid } from '../plans/server-plan-grid.js';
import { usePlans } from '../api/billing-queries.js';
import '../pricing/pricing-layout.css';
import '../pricing/price-card.css';
import type { SubscriptionPaymentState } from './subscription-payment-state.js';

/**
 * Spec §2 /subscription: the plans (Stripe's hosted pricing table in the original, which needs
 * js.stripe.com; the server's plans are the same choice). Choosing one opens /subscribe/payment for
 * the account in `clientReferenceId`, or for the signed-in user when the address names none.
 */
export default function SubscriptionPlansPage() {
  const [searchParams] = useSearchParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const plans = usePlans(offeredPlans);
  const clientReferenceId = searchParams.get('clientReferenceId') ?? (user ? String(user.id) : null);

  function choose(plan: Plan) {
    const state: SubscriptionPaymentState = { priceId: plan.stripe_price_id ?? null, clientReferenceId };
    void navigate('/subscribe/payment', { state });
  }

  return (
    <div className="pricing">
      <header className="pricing__header">
        <h1>Choose Your Plan</h1>
        <p>Every plan opens all the catalyst calendars, portfolios and watch lists. First-time subscribers get 7 days free.</p>
      </header>
      <ServerPlanGrid plans={plans} actionLabel="Choose Plan" onChoose={choose} />
    </div>
  );
}
