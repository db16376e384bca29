import { Link } from 'react-router';
import { FeatureCard } from './feature-card.js';
import { featureCards, testimonials } from './home-content.js';
import { TestimonialCard } from './testimonial-card.js';
import './home-page.css';

export default function HomePage() {
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <p className="home-hero__eyebrow">Stock-market catalyst calendars and portfolios</p>
        <h1 id="home-hero-title" className="home-hero__title">
          Know what moves the market <span className="home-hero__highlight">before it moves</span>
        </h1>
        <p className="home-hero__lead">
          Earnings, FDA, IPO, dividend, split, conference and economic catalysts, curated sector portfolios, watch lists and live
          market data, in one place built for traders and investors.
        </p>
        <div className="home-hero__actions">
          <Link className="button button--primary button--large" to="/register">
            Get Started
          </Link>
          <Link className="button button--ghost button--large" to="/pricing">
            View Pricing
          </Link>
        </div>
        <p className="home-hero__note">Includes a 7-day free trial for first-time users.</p>
      </section>

      <section className="home-section" aria-labelledby="home-features-title">
        <h2 id="home-features-title" className="home-section__title">
          Everything you need to trade the catalysts
        </h2>
        <div className="home-features">
          {featureCards.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-testimonials-title">
        <h2 id="home-testimonials-title" className="home-section__title">
          What our members say
        </h2>
        <div className="home-testimonials">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.author} testimonial={testimonial} />
          ))}
        </div>
      </section>

      <section className="home-cta" aria-labelledby="home-cta-title">
        <h2 id="home-cta-title">Start trading with the catalysts in view</h2>
        <p>Create your account today; your first 7 days are free.</p>
        <Link className="button button--primary button--large" to="/register">
          Sign Up Now
        </Link>
      </section>
    </div>
  );
}
