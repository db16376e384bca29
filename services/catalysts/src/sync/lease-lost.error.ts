/** The sync's lease ran out and another sync of the same calendar took it over: this one stores nothing. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';

  constructor(calendar: string) {
    super(`the ${calendar} sync lost its lease to another replica`);
  }
}
