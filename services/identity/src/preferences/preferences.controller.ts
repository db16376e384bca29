import { Controller } from '@nestjs/common';
import { IdentityService, type GetPreferencesRequest, type UpdatePreferencesRequest } from '@mc/proto';
import { RpcHandler, type ContractRules } from '@mc/runtime';
import { MAX_TIME_ZONE_LENGTH } from '../rules/time-zone.js';
import { PreferencesService } from './preferences.service.js';

const ACCOUNT: ContractRules = { user_id: { min: 1 } };

@Controller()
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @RpcHandler(IdentityService.method.getPreferences, ACCOUNT)
  get({ userId }: GetPreferencesRequest) {
    return this.preferences.get(userId);
  }

  @RpcHandler(IdentityService.method.updatePreferences, { ...ACCOUNT, time_zone: { maxLength: MAX_TIME_ZONE_LENGTH } })
  update({ userId, timeZone }: UpdatePreferencesRequest) {
    return this.preferences.update(userId, { timeZone });
  }
}
