import type { JsonObject } from '@bufbuild/protobuf';
import { charField, collect, type Validation } from './drf-fields.js';

/**
 * Djoser's TokenCreateSerializer: both fields are optional CharFields (a missing one simply
 * fails authentication); blank or non-string values get DRF's field messages.
 */
export function validateLogin(form: JsonObject): Validation<{ username?: string; password?: string }> {
  return collect({
    username: charField(form, 'username', { required: false, maxLength: 150 }),
    password: charField(form, 'password', { required: false, maxLength: 4096 }),
  });
}
