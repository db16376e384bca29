import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { IdentityService } from '@mc/proto';
import type * as Api from '@mc/proto/api';
import type { FastifyRequest } from 'fastify';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { userJson } from '../http/user-json.js';
import { ThrottleService } from '../throttle/throttle.service.js';

/** The body as identity's serializers read it: no body is DRF's empty form. */
const formJson = (body: unknown) => JSON.stringify(body === undefined ? {} : body);

/** A field of an object body, for the per-account rate limit. */
const textField = (body: unknown, name: string) => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** The Djoser endpoints of spec §7, answered by identity over NATS. */
@Controller()
export class AccountsController {
  constructor(
    private readonly services: ServiceClients,
    private readonly throttle: ThrottleService,
  ) {}

  @Post('auth/users/')
  @HttpCode(201)
  async register(@Body() body: unknown): Promise<Api.User> {
    const reply = await this.services.identity.call(IdentityService.method.registerUser, { formJson: formJson(body) });
    return userJson(unwrap(reply.outcome));
  }

  @Post('auth/token/login/')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: FastifyRequest): Promise<Api.LoginAnswer> {
    await this.throttle.check('login', request.ip, textField(body, 'username'));
    const reply = await this.services.identity.call(IdentityService.method.login, { formJson: formJson(body) });
    const { authToken, user } = unwrap(reply.outcome);
    if (!user) throw new Error('identity answered a login without its user');
    return { auth_token: authToken, user: userJson(user) };
  }

  @Post('auth/token/logout/')
  @HttpCode(204)
  async logout(@Headers('authorization') authorization = '') {
    unwrap((await this.services.identity.call(IdentityService.method.logout, { authorization })).outcome);
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
    const reply = await this.services.identity.call(IdentityService.method.authenticate, { authorization });
    return userJson(unwrap(reply.outcome));
  }

  @Post('auth/users/reset_password/')
  @HttpCode(204)
  async requestPasswordReset(@Body() body: unknown, @Req() request: FastifyRequest) {
    await this.throttle.check('reset', request.ip, textField(body, 'email'));
    unwrap(
      (await this.services.identity.call(IdentityService.method.requestPasswordReset, { formJson: formJson(body) })).outcome,
    );
  }

  @Post('auth/users/reset_password_confirm/')
  @HttpCode(204)
  async confirmPasswordReset(@Body() body: unknown, @Req() request: FastifyRequest) {
    await this.throttle.check('reset', request.ip, undefined);
    unwrap(
      (await this.services.identity.call(IdentityService.method.confirmPasswordReset, { formJson: formJson(body) })).outcome,
    );
  }
}
