import type { ContractRules } from '@mc/runtime';

/** A Stripe id as Stripe makes them (`pm_…`, `price_…`): printable ASCII without blanks, at most 255. */
const STRIPE_ID = { maxLength: 255, pattern: /^[\x21-\x7e]+$/ };

/** The signed-in account the bff passes on: always present, as identity knows it (Django's limits). */
export const ACCOUNT_RULES: ContractRules = {
  account: { required: true },
  'account.user_id': { min: 1 },
  'account.username': { maxLength: 150 },
  'account.email': { maxLength: 254 },
};

/** A visitor's cart may come without an account; an account that is there is checked as above. */
const OPTIONAL_ACCOUNT_RULES: ContractRules = Object.fromEntries(
  Object.entries(ACCOUNT_RULES).filter(([path]) => path !== 'account'),
);

/** A cart sells plans: a handful of items, each naming a plan. */
const CART_RULES: ContractRules = {
  cart_items: { maxItems: 20 },
  'cart_items.name': { maxLength: 255 },
};

export const SUBSCRIPTION_RULES: ContractRules = {
  ...ACCOUNT_RULES,
  payment_method_id: STRIPE_ID,
  price_id: STRIPE_ID,
  promotion_code: { maxLength: 255 },
};

export const TRIAL_ELIGIBILITY_RULES: ContractRules = {
  ...OPTIONAL_ACCOUNT_RULES,
  payment_method_id: STRIPE_ID,
  price_id: STRIPE_ID,
};

export const NEW_USER_SUBSCRIPTION_RULES: ContractRules = {
  user_id: { min: 1 },
  payment_method_id: STRIPE_ID,
  price_id: STRIPE_ID,
};

export const PAY_CART_RULES: ContractRules = { ...OPTIONAL_ACCOUNT_RULES, ...CART_RULES, payment_method_id: STRIPE_ID };

export const CHECKOUT_SESSION_RULES: ContractRules = { ...OPTIONAL_ACCOUNT_RULES, ...CART_RULES };
