import { HttpException } from '@nestjs/common';
import { throttledDetail } from './rate.js';

/** DRF's Throttled: 429 with its wording; ApiExceptionFilter adds the `Retry-After` DRF sends with it. */
export class ThrottledException extends HttpException {
  /** Whole seconds until the window ends, as DRF rounds them. */
  readonly retryAfterSeconds: number;

  constructor(waitSeconds: number) {
    super({ detail: throttledDetail(waitSeconds) }, 429);
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitSeconds));
  }
}
