import { Controller } from '@nestjs/common';
import { IdentityService, type AuthenticateRequest, type RegisterUserRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { parseForm } from '../common/form.js';
import { TokensService } from '../tokens/tokens.service.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokensService,
  ) {}

  @RpcHandler(IdentityService.method.registerUser)
  register(request: RegisterUserRequest) {
    return this.users.register(parseForm(request.formJson));
  }

  @RpcHandler(IdentityService.method.authenticate)
  authenticate(request: AuthenticateRequest) {
    return this.tokens.authenticate(request.authorization);
  }
}
