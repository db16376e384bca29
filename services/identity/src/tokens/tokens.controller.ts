import { Controller } from '@nestjs/common';
import { IdentityService, type AuthenticateRequest, type LoginRequest, type LogoutRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { AUTHORIZATION_RULES } from '../common/form-rules.js';
import { serializerData } from '../rules/serializer-input.js';
import { TokensService } from './tokens.service.js';

@Controller()
export class TokensController {
  constructor(private readonly tokens: TokensService) {}

  @RpcHandler(IdentityService.method.login)
  login({ username, password }: LoginRequest) {
    return this.tokens.login(serializerData({ username, password }));
  }

  @RpcHandler(IdentityService.method.authenticate, AUTHORIZATION_RULES)
  authenticate(request: AuthenticateRequest) {
    return this.tokens.authenticate(request.authorization);
  }

  @RpcHandler(IdentityService.method.logout, AUTHORIZATION_RULES)
  logout(request: LogoutRequest) {
    return this.tokens.logout(request.authorization);
  }
}
