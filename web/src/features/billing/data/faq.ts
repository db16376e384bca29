/** Spec §3: a question of the pricing page's Common Questions. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const commonQuestions: readonly FaqEntry[] = [
  {
    question: 'Is there a free trial?',
    answer:
      'Yes. First-time subscribers get 7 days free on either plan. Your card is charged only when the trial ends, and you can cancel before then.',
  },
  {
    question: 'What do I get with a subscription?',
    answer:
      'Every catalyst calendar (earnings, FDA, IPO, dividend, splits, conferences, conference calls and economic releases), the sector portfolios and the flagship 110-stock portfolio, watch lists, the screener and the market data screens.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from your profile whenever you like: you keep access until the end of the period you have paid for, and you are not charged again.',
  },
  {
    question: 'How do I pay?',
    answer:
      'By credit or debit card, processed by Stripe. Your card details go straight to Stripe and are never stored on our servers.',
  },
  {
    question: 'Can I switch between monthly and yearly?',
    answer: 'Yes. Open Manage billing on your profile to change your plan or your card, and to download your invoices.',
  },
];
