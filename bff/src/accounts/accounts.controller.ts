import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { IdentityService } from '@mc/proto';
import type { FastifyRequest } from 'fastify';
import { ServiceClients } from '../clients/service-clients.js';
import { formOf } from '../http/drf-form.js';
import { unwrap } from '../http/outcome.js';
import { userJson } from '../http/user-json.js';
import { ThrottleService } from '../throttle/throttle.service.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The Djoser endpoints of spec §7, answered by identity over NATS. */
@Controller()
export class AccountsController {
  constructor(
    private readonly services: ServiceClients,
    private readonly throttle: ThrottleService,
  ) {}

  @Post('auth/users/')
  @HttpCode(201)
  async register(@Body() body: unknown) {
    const reply = await this.services.identity.call(IdentityService.method.registerUser, { form: formOf(body) });
    return userJson(unwrap(reply.outcome));
  }

  @Post('auth/token/login/')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: FastifyRequest) {
    const form = formOf(body);
    await this.throttle.check('login', request.ip, text(form.username));
    const reply = await this.services.identity.call(IdentityService.method.login, { form });
    const { authToken, user } = unwrap(reply.outcome);
    return { auth_token: authToken, user: userJson(user) };
  }

  @Post('auth/token/logout/')
  @HttpCode(204)
  async logout(@Headers('authorization') authorization = '') {
    unwrap((await this.services.identity.call(IdentityService.method.logout, { authorization })).outcome);
  }

  @Get('usermanagement/profile/')
  async profile(@Headers('authorization') authorization = '') {
    const reply = await this.services.identity.call(IdentityService.method.authenticate, { authorization });
    return userJson(unwrap(reply.outcome));
  }

  @Post('auth/users/reset_password/')
  @HttpCode(204)
  async requestPasswordReset(@Body() body: unknown, @Req() request: FastifyRequest) {
    const form = formOf(body);
    await this.throttle.check('reset', request.ip, text(form.email));
    unwrap((await this.services.identity.call(IdentityService.method.requestPasswordReset, { form })).outcome);
  }

  @Post('auth/users/reset_password_confirm/')
  @HttpCode(204)
  async confirmPasswordReset(@Body() body: unknown, @Req() request: FastifyRequest) {
    await this.throttle.check('reset', request.ip, undefined);
    unwrap((await this.services.identity.call(IdentityService.method.confirmPasswordReset, { form: formOf(body) })).outcome);
  }
}
