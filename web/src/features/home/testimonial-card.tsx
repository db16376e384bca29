import type { Testimonial } from './home-content.js';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card">
      <blockquote>
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption>
        <span className="testimonial-card__author">{testimonial.author}</span>
        <span className="testimonial-card__role">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}
