import { Controller, Get, Patch } from '@nestjs/common';
import { IdentityService, type Preferences } from '@mc/proto';
import type * as Api from '@mc/api';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { SignedIn } from '../auth/signed-in.guard.js';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { ValidBody } from '../http/valid-body.js';
import { PreferencesBodySchema, type PreferencesBody } from './preferences-body.schema.js';

const PREFERENCES_PATH = 'api/preferences/';

const preferencesJson = (preferences: Preferences): Api.Preferences => ({ time_zone: preferences.timeZone });

/** The signed-in account's own settings, any account (no subscription needed); identity keeps them. */
@SignedIn()
@Controller()
export class PreferencesController {
  constructor(private readonly services: ServiceClients) {}

  @Get(PREFERENCES_PATH)
  async get(@Account() account: SignedInAccount): Promise<Api.Preferences> {
    const reply = await this.services.identity.call(IdentityService.method.getPreferences, { userId: account.userId });
    return preferencesJson(unwrap(reply.outcome));
  }

  @Patch(PREFERENCES_PATH)
  async update(
    @Account() account: SignedInAccount,
    @ValidBody(PreferencesBodySchema) body: PreferencesBody,
  ): Promise<Api.Preferences> {
    const reply = await this.services.identity.call(IdentityService.method.updatePreferences, {
      userId: account.userId,
      timeZone: body.time_zone,
    });
    return preferencesJson(unwrap(reply.outcome));
  }
}
