import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { IdentityService } from '@mc/proto';
import type * as Api from '@mc/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticator } from '../auth/authenticator.js';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { userJson } from '../http/user-json.js';
import { SignInBackoff } from '../throttle/login-backoff.interceptor.js';
import { RateLimit } from '../throttle/rate-limit.guard.js';
import { SignupTickets } from './signup-tickets.js';

/** The body as identity's serializers read it: no body is DRF's empty form. */
const formJson = (body: unknown) => JSON.stringify(body === undefined ? {} : body);

/** The Djoser endpoints of spec §7, answered by identity over NATS. */
@Controller()
export class AccountsController {
  constructor(
    private readonly services: ServiceClients,
    private readonly authenticator: Authenticator,
    private readonly signupTickets: SignupTickets,
  ) {}

  @Post('auth/users/')
  @HttpCode(201)
  @RateLimit('register')
  async register(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) answer: FastifyReply,
  ): Promise<Api.User> {
    const reply = await this.services.identity.call(IdentityService.method.registerUser, { formJson: formJson(body) });
    const user = userJson(unwrap(reply.outcome));
    // The older sign-up's next step (POST /subscribe/ with this id) is for this browser only.
    await this.signupTickets.issue(request, answer, user.id);
    return user;
  }

  @Post('auth/token/login/')
  @HttpCode(200)
  @SignInBackoff()
  async login(@Body() body: unknown): Promise<Api.LoginAnswer> {
    const reply = await this.services.identity.call(IdentityService.method.login, { formJson: formJson(body) });
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
    const request = { authorization, userId, formJson: formJson(body) };
    return userJson(unwrap((await this.services.identity.call(IdentityService.method.setStripeSubscriptionId, request)).outcome));
  }

  @Get('usermanagement/profile/')
  async profile(@Headers('authorization') authorization = ''): Promise<Api.User> {
    return userJson((await this.authenticator.authenticate(authorization)).user);
  }

  @Post('auth/users/reset_password/')
  @HttpCode(204)
  @RateLimit('reset', { accountField: 'email' })
  async requestPasswordReset(@Body() body: unknown) {
    unwrap(
      (await this.services.identity.call(IdentityService.method.requestPasswordReset, { formJson: formJson(body) })).outcome,
    );
  }

  @Post('auth/users/reset_password_confirm/')
  @HttpCode(204)
  @RateLimit('reset')
  async confirmPasswordReset(@Body() body: unknown) {
    await this.authenticator.endTokens(async () =>
      unwrap(
        (await this.services.identity.call(IdentityService.method.confirmPasswordReset, { formJson: formJson(body) })).outcome,
      ),
    );
  }
}
