import {
  applyDecorators,
  ForbiddenException,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SignedIn } from '../auth/signed-in.guard.js';
import { accountOf, type SignedInAccount } from '../auth/signed-in-account.js';

/** DRF's 403 for a signed-in reader without a subscription. */
export const SUBSCRIBERS_ONLY = 'Watch lists are for subscribers. Subscribe to keep your own lists and calendar feeds.';

export function refuseNonSubscriber(account: SignedInAccount | undefined): void {
  if (!account?.subscriber) throw new ForbiddenException({ detail: SUBSCRIBERS_ONLY });
}

@Injectable()
class SubscriberGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    refuseNonSubscriber(accountOf(context.switchToHttp().getRequest<FastifyRequest>()));
    return true;
  }
}

/** The route is a subscriber's: identity's 401 without a valid token, DRF's 403 without a subscription. */
export const SubscriberOnly = () => applyDecorators(SignedIn(), UseGuards(SubscriberGuard));
