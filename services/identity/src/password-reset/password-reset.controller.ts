import { Controller } from '@nestjs/common';
import { IdentityService, type ConfirmPasswordResetRequest, type RequestPasswordResetRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { parseForm } from '../common/form.js';
import { FORM_RULES } from '../common/form-rules.js';
import { PasswordResetService } from './password-reset.service.js';

@Controller()
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @RpcHandler(IdentityService.method.requestPasswordReset, FORM_RULES)
  request(request: RequestPasswordResetRequest) {
    return this.passwordReset.request(parseForm(request.formJson));
  }

  @RpcHandler(IdentityService.method.confirmPasswordReset, FORM_RULES)
  confirm(request: ConfirmPasswordResetRequest) {
    return this.passwordReset.confirm(parseForm(request.formJson));
  }
}
