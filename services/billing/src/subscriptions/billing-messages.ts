/** Every refusal billing words itself, in one place (Stripe's own card messages are passed on as given). */
export const MESSAGES = {
  paymentMethodRequired: 'payment_method_id is required.',
  priceRequired: 'price_id is required.',
  unknownPrice: 'Unknown price_id: choose one of the plans.',
  paymentMethodOfAnother: 'This card is saved to another account. Please enter your card again.',
  invalidPromotionCode: 'Invalid promotion code.',
  alreadySubscribed: 'You already have an active subscription.',
  noSubscription: 'No active subscription found.',
  nothingToConfirm: 'No payment is waiting for your bank’s confirmation.',
  canceled: 'Your subscription has been canceled.',
  authenticationUnavailable: 'Your card needs authentication. Please log in and subscribe from the Subscribe page.',
  unknownUser: 'Unknown user.',
  legacyAlreadySubscribed: 'This account already has a subscription.',
  legacySignupExpired: 'This sign-up has expired. Please log in to subscribe.',
  subscribed: 'Subscription created successfully.',
} as const;
