/** Stripe's times are Unix seconds. */
export const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

/** The id of a Stripe reference, whether Stripe sent the id or (expanded) the object. */
export const idOf = (reference: string | { id?: string } | null | undefined): string | undefined =>
  typeof reference === 'string' ? reference : reference?.id;
