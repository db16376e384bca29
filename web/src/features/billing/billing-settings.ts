/** Spec §3/§9: only these server plans are offered, in this order of appearance. */
export const OFFERED_PLAN_IDS: readonly number[] = [5, 6];

/** Spec §2: labelled Most Popular and preselected on /register. */
export const MOST_POPULAR_PLAN_ID = 6;

/** Spec §9: the pause between the registration message and the subscription page. */
export const REGISTRATION_REDIRECT_DELAY_MS = 2000;

/** Spec §2: the profile's cancel confirmation is at most this wide. */
export const CONFIRM_DIALOG_MAX_WIDTH_PX = 500;

/** Spec §1/§9: the trial every first-time subscriber gets, on both plans. */
export const FREE_TRIAL_DAYS = 7;

/**
 * How long /subscribe shows "You must be logged in to subscribe." before opening /login. The spec
 * gives no delay for it; this is the one it gives for its other message-then-redirect (§9).
 */
export const LOGIN_REDIRECT_DELAY_MS = 2000;
