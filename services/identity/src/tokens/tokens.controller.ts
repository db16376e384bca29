import { Controller } from '@nestjs/common';
import { IdentityService, type AuthenticateRequest, type LoginRequest, type LogoutRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { parseForm } from '../common/form.js';
import { TokensService } from './tokens.service.js';

@Controller()
export class TokensController {
  constructor(private readonly tokens: TokensService) {}

  @RpcHandler(IdentityService.method.login)
  login(request: LoginRequest) {
    return this.tokens.login(parseForm(request.formJson));
  }

  @RpcHandler(IdentityService.method.authenticate)
  authenticate(request: AuthenticateRequest) {
    return this.tokens.authenticate(request.authorization);
  }

  @RpcHandler(IdentityService.method.logout)
  logout(request: LogoutRequest) {
    return this.tokens.logout(request.authorization);
  }
}
