import { Controller } from '@nestjs/common';
import { IdentityService, type RegisterUserRequest, type SetStripeSubscriptionIdRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { parseForm } from '../common/form.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @RpcHandler(IdentityService.method.registerUser)
  register(request: RegisterUserRequest) {
    return this.users.register(parseForm(request.formJson));
  }

  @RpcHandler(IdentityService.method.setStripeSubscriptionId)
  setStripeSubscriptionId(request: SetStripeSubscriptionIdRequest) {
    return this.users.setStripeSubscriptionId(request.authorization, request.userId, parseForm(request.formJson));
  }
}
