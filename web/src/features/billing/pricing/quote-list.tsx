import type { Testimonial } from '../data/testimonials.js';
import './quote-list.css';

/** Members' words beside the prices. */
export function QuoteList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <div className="quote-list">
      {testimonials.map((testimonial) => (
        <figure key={testimonial.author} className="quote-list__item">
          <blockquote>
            <p>“{testimonial.content}”</p>
          </blockquote>
          <figcaption>
            <span className="quote-list__author">{testimonial.author}</span>, {testimonial.role}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
