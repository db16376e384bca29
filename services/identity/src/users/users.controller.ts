import { Controller } from '@nestjs/common';
import { IdentityService, type RegisterUserRequest, type SetStripeSubscriptionIdRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { parseForm } from '../common/form.js';
import { AUTHORIZATION_RULES, FORM_RULES } from '../common/form-rules.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @RpcHandler(IdentityService.method.registerUser, FORM_RULES)
  register(request: RegisterUserRequest) {
    return this.users.register(parseForm(request.formJson));
  }

  @RpcHandler(IdentityService.method.setStripeSubscriptionId, {
    ...FORM_RULES,
    ...AUTHORIZATION_RULES,
    user_id: { maxLength: 64 },
  })
  setStripeSubscriptionId(request: SetStripeSubscriptionIdRequest) {
    return this.users.setStripeSubscriptionId(request.authorization, request.userId, parseForm(request.formJson));
  }
}
