import type { StripeCardElementOptions } from '@stripe/stripe-js';

/**
 * The card inputs live in Stripe's frame, outside our style sheets, so the palette of
 * styles/theme.css is repeated here. Made once: the card element compares options by identity.
 */
export const CARD_ELEMENT_OPTIONS: StripeCardElementOptions = {
  style: {
    base: {
      color: '#f0f3fa',
      iconColor: '#9598a1',
      fontFamily: "-apple-system, BlinkMacSystemFont, 'Trebuchet MS', Roboto, Ubuntu, 'Segoe UI', sans-serif",
      fontSize: '16px',
      '::placeholder': { color: '#9598a1' },
    },
    invalid: { color: '#ff8a94', iconColor: '#f23645' },
  },
  // Stated, not left out: an update only carries the keys present, so leaving it out would never re-enable.
  disabled: false,
};

export const DISABLED_CARD_ELEMENT_OPTIONS: StripeCardElementOptions = { ...CARD_ELEMENT_OPTIONS, disabled: true };
