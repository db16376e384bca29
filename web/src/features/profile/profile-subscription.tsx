/**
 * The subscription part of the profile (spec §2: subscription details, Payment History, Cancel
 * Subscription, Subscribe Now). Billing owns it and fills it in; until then it renders nothing and
 * the profile shows the account alone.
 */
export function ProfileSubscription() {
  return null;
}
