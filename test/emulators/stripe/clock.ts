/**
 * The emulator's notion of "now", in Unix seconds. It follows the wall clock plus an offset that
 * only grows, so a developer's emulator keeps billing in real time while a test can jump a trial
 * or a billing period ahead. Webhook signatures never use this clock: receivers check them against
 * their own wall clock.
 */
export class Clock {
  private offsetSeconds = 0;

  constructor(private readonly wallClock: () => number = () => Date.now()) {}

  now(): number {
    return Math.floor(this.wallClock() / 1000) + this.offsetSeconds;
  }

  offset(): number {
    return this.offsetSeconds;
  }

  /** Moves to `time` if it is later than now; the clock never runs backwards. */
  moveTo(time: number): void {
    const delta = time - this.now();
    if (delta > 0) this.offsetSeconds += delta;
  }

  reset(): void {
    this.offsetSeconds = 0;
  }
}

export const DAY = 86_400;
export const HOUR = 3_600;
