/** Spec §3: a testimonial (content, author, role), as quoted on the pricing page. */
export interface Testimonial {
  content: string;
  author: string;
  role: string;
}

export const pricingTestimonials: readonly Testimonial[] = [
  {
    content: 'One subscription replaced three sites I used to check every morning. The FDA calendar alone pays for it.',
    author: 'Marcus T.',
    role: 'Biotech Trader',
  },
  {
    content: 'The yearly plan was an easy decision after the trial: the earnings calendar drives my whole week.',
    author: 'Elena R.',
    role: 'Options Trader',
  },
];
