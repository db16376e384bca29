import { Link } from 'react-router';
import { commonQuestions } from '../data/faq.js';
import { planCards } from '../data/plan-cards.js';
import { registerFor } from '../plans/chosen-plan-param.js';
import { pricingTestimonials } from '../data/testimonials.js';
import { formatDollars } from '../format/money.js';
import { TrialNote } from '../ui/trial-note.js';
import { TRIAL_RULE } from '../ui/trial-offer.js';
import { FaqList } from './faq-list.js';
import { PriceCard } from './price-card.js';
import { QuoteList } from './quote-list.js';
import './price-card.css';
import './pricing-layout.css';

/** Spec §2 /pricing: Monthly and Yearly, each with Subscribe to /register, then Common Questions. */
export default function PricingPage() {
  return (
    <div className="pricing">
      <header className="pricing__header">
        <h1>Simple, Transparent Pricing</h1>
        <p>One subscription opens every catalyst calendar, portfolio and watch list. Cancel any time.</p>
      </header>
      <div className="price-grid">
        {planCards.map((card) => (
          <PriceCard
            key={card.name}
            name={card.name}
            price={formatDollars(card.price)}
            period={card.duration}
            note={card.note}
            features={card.features}
            featured={card.note !== undefined}
            action={
              <Link className="button button--primary" to={registerFor(card.planId)} aria-label={`Subscribe: ${card.name}`}>
                Subscribe
              </Link>
            }
          />
        ))}
      </div>
      <div className="pricing__trial">
        <TrialNote />
        <p className="trial-offer__rule">{TRIAL_RULE}</p>
      </div>
      <section className="pricing__section" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">Common Questions</h2>
        <FaqList entries={commonQuestions} />
      </section>
      <section className="pricing__section" aria-labelledby="pricing-quotes-title">
        <h2 id="pricing-quotes-title">What Subscribers Say</h2>
        <QuoteList testimonials={pricingTestimonials} />
      </section>
    </div>
  );
}
