import { Controller } from '@nestjs/common';
import { IdentityService, type ConfirmPasswordResetRequest, type RequestPasswordResetRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { serializerData } from '../rules/serializer-input.js';
import { PasswordResetService } from './password-reset.service.js';

@Controller()
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @RpcHandler(IdentityService.method.requestPasswordReset)
  request({ email }: RequestPasswordResetRequest) {
    return this.passwordReset.request(serializerData({ email }));
  }

  @RpcHandler(IdentityService.method.confirmPasswordReset)
  confirm({ uid, token, newPassword, reNewPassword }: ConfirmPasswordResetRequest) {
    return this.passwordReset.confirm(serializerData({ uid, token, new_password: newPassword, re_new_password: reNewPassword }));
  }
}
