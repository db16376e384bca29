import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { IdentityService, Problem_Kind } from '@mc/proto';
import type * as Api from '@mc/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticator } from '../auth/authenticator.js';
import { ServiceClients } from '../clients/service-clients.js';
import { aliasedCharValue, charValue, choiceValue, djoserForm, readDjoserForm } from '../http/djoser-form.js';
import { unwrap } from '../http/outcome.js';
import { userJson } from '../http/user-json.js';
import { SignInBackoff } from '../throttle/login-backoff.interceptor.js';
import { RateLimit } from '../throttle/rate-limit.guard.js';
import { SignupTickets } from './signup-tickets.js';

/** Where the web's registration sends the browser's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone). */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** The Djoser endpoints of spec §7, answered by identity over NATS. */
@Controller()
export class AccountsController {
  constructor(
    private readonly services: ServiceClients,
    private readonly authenticator: Authenticator,
    private readonly signupTickets: SignupTickets,
  ) {}

  /**
   * The browser's zone travels in `X-Time-Zone`, not in Djoser's form, so the form and every answer
   * stay Djoser's: identity starts the account in it when it knows the zone, else in New York.
   */
  @Post('auth/users/')
  @HttpCode(201)
  @RateLimit('register')
  async register(
    @Body() body: unknown,
    @Headers(TIME_ZONE_HEADER) browserZone: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) answer: FastifyReply,
  ): Promise<Api.User> {
    const form = djoserForm(body);
    const reply = await this.services.identity.call(IdentityService.method.registerUser, {
      email: charValue(form, 'email'),
      username: charValue(form, 'username'),
      password: charValue(form, 'password'),
      firstName: aliasedCharValue(form, 'first_name', 'firstName'),
      lastName: aliasedCharValue(form, 'last_name', 'lastName'),
      country: choiceValue(form, 'country'),
      timeZone: browserZone ?? '',
    });
    const user = userJson(unwrap(reply.outcome));
    // The older sign-up's next step (POST /subscribe/ with this id) is for this browser only.
    await this.signupTickets.issue(request, answer, user.id);
    return user;
  }

  @Post('auth/token/login/')
  @HttpCode(200)
  @SignInBackoff()
  async login(@Body() body: unknown): Promise<Api.LoginAnswer> {
    const form = djoserForm(body);
    const reply = await this.services.identity.call(IdentityService.method.login, {
      username: charValue(form, 'username'),
      password: charValue(form, 'password'),
    });
    const { authToken, user } = unwrap(reply.outcome);
    if (!user) throw new Error('identity answered a login without its user');
    return { auth_token: authToken, user: userJson(user) };
  }

  @Post('auth/token/logout/')
  @HttpCode(204)
  async logout(@Headers('authorization') authorization = '') {
    await this.authenticator.endTokens(async () =>
      unwrap((await this.services.identity.call(IdentityService.method.logout, { authorization })).outcome),
    );
  }

  /** The older sign-up stores the subscription id on the user (Djoser's path, without the slash). */
  @Put('auth/users/:id')
  async setStripeSubscriptionId(
    @Param('id') userId: string,
    @Headers('authorization') authorization = '',
    @Body() body: unknown,
  ): Promise<Api.User> {
    // DRF reads the body last (after 401, 404, 403): a body that is no form is refused only
    // where identity refuses the field.
    const form = readDjoserForm(body);
    const stripeSubscriptionId = 'form' in form ? charValue(form.form, 'stripe_subscription_id') : undefined;
    const reply = await this.services.identity.call(IdentityService.method.setStripeSubscriptionId, {
      authorization,
      userId,
      stripeSubscriptionId,
    });
    if ('refusal' in form && reply.outcome.case === 'problem' && reply.outcome.value.kind === Problem_Kind.INVALID) {
      throw form.refusal;
    }
    return userJson(unwrap(reply.outcome));
  }

  /**
   * Djoser's account deletion, with the current password. Answers once this replica has forgotten
   * the account's tokens (as logout does); billing ends the subscription at Stripe on identity's event.
   */
  @Delete('auth/users/me/')
  @HttpCode(204)
  async deleteAccount(@Headers('authorization') authorization = '', @Body() body: unknown) {
    // As DRF: authentication (401) before the body, so a body that is no form is refused after it.
    const form = readDjoserForm(body);
    const currentPassword = 'form' in form ? charValue(form.form, 'current_password') : undefined;
    await this.authenticator.endTokens(async () => {
      const reply = await this.services.identity.call(IdentityService.method.deleteAccount, { authorization, currentPassword });
      if ('refusal' in form && reply.outcome.case === 'problem' && reply.outcome.value.kind === Problem_Kind.INVALID) {
        throw form.refusal;
      }
      return unwrap(reply.outcome);
    });
  }

  /** A token this replica remembers is answered before Nest, from the same memory (ProfileFastPath). */
  @Get('usermanagement/profile/')
  async profile(@Headers('authorization') authorization = ''): Promise<Api.User> {
    return userJson((await this.authenticator.authenticate(authorization)).user);
  }

  @Post('auth/users/reset_password/')
  @HttpCode(204)
  @RateLimit('reset', { accountField: 'email' })
  async requestPasswordReset(@Body() body: unknown) {
    const email = charValue(djoserForm(body), 'email');
    unwrap((await this.services.identity.call(IdentityService.method.requestPasswordReset, { email })).outcome);
  }

  @Post('auth/users/reset_password_confirm/')
  @HttpCode(204)
  @RateLimit('reset')
  async confirmPasswordReset(@Body() body: unknown) {
    const form = djoserForm(body);
    const request = {
      uid: charValue(form, 'uid'),
      token: charValue(form, 'token'),
      newPassword: charValue(form, 'new_password'),
      reNewPassword: charValue(form, 're_new_password'),
    };
    await this.authenticator.endTokens(async () =>
      unwrap((await this.services.identity.call(IdentityService.method.confirmPasswordReset, request)).outcome),
    );
  }
}
