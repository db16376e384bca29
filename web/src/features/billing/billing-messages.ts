/** Spec §5 messages that more than one billing form shows, word for word. */
export const TERMS_REQUIRED = 'You must accept the Terms of Service and Privacy Policy';
export const PLAN_REQUIRED = 'Plan selection required.';
export const PLAN_WITHOUT_PRICE = 'Selected plan does not have an associated Stripe price ID';

/** Payment library not loaded: the sign-up forms, the subscription card forms, the card checkout. */
export const STRIPE_NOT_LOADED = 'Stripe.js has not loaded';
export const PAYMENT_LIBRARY_NOT_READY = 'Please try again in a moment.';
export const CHECKOUT_LIBRARY_NOT_READY = 'Stripe.js has not loaded yet. Please try again.';
