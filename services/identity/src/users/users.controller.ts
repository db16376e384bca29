import { Controller } from '@nestjs/common';
import {
  IdentityService,
  type DeleteAccountRequest,
  type RegisterUserRequest,
  type SetStripeSubscriptionIdRequest,
} from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { AUTHORIZATION_RULES } from '../common/form-rules.js';
import { serializerData } from '../rules/serializer-input.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @RpcHandler(IdentityService.method.registerUser)
  register({ email, username, password, firstName, lastName, country, timeZone }: RegisterUserRequest) {
    return this.users.register(
      serializerData({ email, first_name: firstName, last_name: lastName, country, username, password }),
      timeZone,
    );
  }

  @RpcHandler(IdentityService.method.deleteAccount, AUTHORIZATION_RULES)
  deleteAccount({ authorization, currentPassword }: DeleteAccountRequest) {
    return this.users.deleteAccount(authorization, serializerData({ current_password: currentPassword }));
  }

  @RpcHandler(IdentityService.method.setStripeSubscriptionId, {
    ...AUTHORIZATION_RULES,
    user_id: { maxLength: 64 },
  })
  setStripeSubscriptionId(request: SetStripeSubscriptionIdRequest) {
    const form = serializerData({ stripe_subscription_id: request.stripeSubscriptionId });
    return this.users.setStripeSubscriptionId(request.authorization, request.userId, form);
  }
}
