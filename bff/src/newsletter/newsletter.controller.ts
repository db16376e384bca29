import { Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { NewsletterService } from '@mc/proto';
import type * as Api from '@mc/api';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { ValidBody } from '../http/valid-body.js';
import { RateLimit } from '../throttle/rate-limit.guard.js';
import { briefingPreviewJson } from './briefing-preview-json.js';
import { OperatorTokenGuard } from './operator-token.guard.js';
import { SubscribeBodySchema, type SubscribeBody } from './subscribe-body.schema.js';

/** The same words for a new, a pending and a subscribed address: the answer never tells which it was. */
export const SUBSCRIBE_DETAIL =
  'Thank you! To finish, follow the link in the email we are sending to this address. If it is subscribed already, nothing changes.';

/** The footer's and the register form's sign-up (spec §7), and the operator's preview of the weekly briefing. */
@Controller()
export class NewsletterController {
  constructor(private readonly services: ServiceClients) {}

  @Post('strapi-newsletter/newsletter/subscribe')
  @HttpCode(200)
  @RateLimit('newsletter', { accountField: 'email' })
  async subscribe(@ValidBody(SubscribeBodySchema) body: SubscribeBody): Promise<Api.NewsletterSubscribeAnswer> {
    unwrap((await this.services.newsletter.call(NewsletterService.method.subscribe, { email: body.email })).outcome);
    return { detail: SUBSCRIBE_DETAIL };
  }

  @Get('api/newsletter/briefing/preview')
  @UseGuards(OperatorTokenGuard)
  @Header('Cache-Control', 'no-store')
  async previewBriefing(): Promise<Api.BriefingPreviewAnswer> {
    return briefingPreviewJson(
      unwrap((await this.services.newsletter.call(NewsletterService.method.previewBriefing, {})).outcome),
    );
  }
}
