import { Injectable } from '@nestjs/common';

/** The time the reminder and digest scheduler reads: a test sets it, so that it never waits for a real day. */
@Injectable()
export class AlertClock {
  now(): Date {
    return new Date();
  }
}
