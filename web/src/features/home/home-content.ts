export interface FeatureCopy {
  title: string;
  description: string;
  /** SVG path (24×24 view box) drawn as the card's icon. */
  iconPath: string;
  comingSoon?: boolean;
  /** Where the card leads, with the words of its link. */
  link?: { to: string; label: string };
}

export interface Testimonial {
  content: string;
  author: string;
  role: string;
}

export const featureCards: FeatureCopy[] = [
  {
    title: 'Market Catalyst Calendars',
    description:
      'Earnings, FDA decisions, IPOs, dividends, stock splits, conferences and economic releases in one place, so you see the next catalyst before the crowd does.',
    iconPath: 'M7 3v2M17 3v2M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM8 12h3v3H8z',
  },
  {
    title: 'Curated Stock Portfolios',
    description:
      'Portfolios for every market sector and our flagship 110-stock portfolio, kept current so your watch list stays on the companies that matter.',
    iconPath: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  },
  {
    title: 'Expected Price Move Forecasts',
    description:
      'How far a stock has moved after its last eight earnings reports or FDA decisions, shown beside the next one in the calendars.',
    iconPath: 'M3 17l6-6 4 4 8-8M15 7h6v6',
    link: { to: '/earnings-calendar?ordering=-expected_move', label: 'Earnings by expected move' },
  },
];

export const testimonials: Testimonial[] = [
  {
    content: 'The earnings and FDA calendars are the first thing I open every morning. I plan my trading week around them.',
    author: 'Daniel K.',
    role: 'Swing Trader',
  },
  {
    content:
      'Catalysts and sector portfolios side by side save me hours of research every week. Nothing surprises me on the open anymore.',
    author: 'Priya S.',
    role: 'Independent Investor',
  },
];
