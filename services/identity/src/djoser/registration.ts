import type { JsonObject } from '@bufbuild/protobuf';
import { charField, choiceField, collect, type FieldErrors, type Validation } from './drf-fields.js';
import { emailValidator, normalizeEmail } from './email-validator.js';
import { PASSWORD_MAX_LENGTH, validatePassword } from './password-validators.js';

export const COUNTRIES = ['US', 'CA', 'UK'] as const;

const USERNAME_PATTERN = /^[\p{L}\p{N}_.@+-]+$/u;
const INVALID_USERNAME = 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.';

export interface Registration {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
}

/** Uniqueness is checked against the database by the caller, for the fields that passed their own checks. */
export type UniquenessCheck = (fields: { username?: string; email?: string }) => Promise<FieldErrors>;

/** The spec's client sends firstName/lastName in some variants; Django's names win when both are there. */
function withSnakeCaseNames(form: JsonObject): JsonObject {
  return {
    ...form,
    first_name: form.first_name !== undefined ? form.first_name : form.firstName,
    last_name: form.last_name !== undefined ? form.last_name : form.lastName,
  };
}

/**
 * Djoser's UserCreateSerializer over Django's User (plus `country`): field checks and DRF's
 * UniqueValidators first; only when every field is valid, Djoser's `validate()` runs Django's
 * password validators against the would-be user and reports them under `password`.
 */
export async function validateRegistration(input: JsonObject, uniqueness: UniquenessCheck): Promise<Validation<Registration>> {
  const form = withSnakeCaseNames(input);
  const fields = {
    username: charField(form, 'username', { maxLength: 150, validators: [(value) => (USERNAME_PATTERN.test(value) ? undefined : INVALID_USERNAME)] }),
    email: charField(form, 'email', { maxLength: 254, validators: [emailValidator] }),
    password: charField(form, 'password', { maxLength: PASSWORD_MAX_LENGTH }),
    first_name: charField(form, 'first_name', { maxLength: 150 }),
    last_name: charField(form, 'last_name', { maxLength: 150 }),
    country: choiceField(form, 'country', COUNTRIES, 'US'),
  };
  const taken = await uniqueness({ username: fields.username.value, email: fields.email.value });
  for (const [field, messages] of Object.entries(taken)) {
    const result = fields[field as 'username' | 'email'];
    result.errors = [...(result.errors ?? []), ...messages];
  }
  const checked = collect(fields);
  if (!checked.ok) return checked;

  const value = checked.value as Required<typeof checked.value>;
  const passwordErrors = validatePassword(value.password, value);
  if (passwordErrors.length) return { ok: false, errors: { password: passwordErrors } };
  return {
    ok: true,
    value: {
      username: value.username,
      email: normalizeEmail(value.email),
      password: value.password,
      firstName: value.first_name,
      lastName: value.last_name,
      country: value.country,
    },
  };
}
