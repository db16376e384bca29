import { type Country, validateCountry } from './country-field.js';
import {
  type CharFieldReading,
  type CharFieldRules,
  charFieldErrors,
  completeCharField,
  readCharField,
  validateCharField,
} from './drf-char-field.js';
import { INVALID_EMAIL, isValidEmail, normalizeEmail } from './email-validator.js';
import { type FieldErrors, orderedFieldErrors } from './field-errors.js';
import { PASSWORD_FIELD } from './password-field.js';
import { validatePassword } from './password-validators.js';
import { type SerializerData, fieldInput } from './serializer-input.js';
import { INVALID_USERNAME, isValidUsername, normalizeUsername } from './username-validator.js';

/** What `POST /auth/users/` creates once every rule passed: the values as Django's `create_user` stores them. */
export interface Registration {
  /** NFKC-normalised, as `AbstractBaseUser.normalize_username` does on creation. */
  readonly username: string;
  /** Domain part lower-cased, as `BaseUserManager.normalize_email` does on creation. */
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: Country;
}

/** The values DRF's UniqueValidators would look up: the cleaned text as typed, not yet normalised. */
export interface UniquenessCandidates {
  readonly username?: string;
  readonly email?: string;
}

/**
 * Answers which candidates already belong to someone, as `{ username: [...], email: [...] }` messages
 * (see `USERNAME_TAKEN` and `EMAIL_TAKEN`); other keys are ignored.
 */
export type UniquenessCheck = (candidates: UniquenessCandidates) => FieldErrors | Promise<FieldErrors>;

export type RegistrationResult = { ok: true; value: Registration } | { ok: false; errors: FieldErrors };

/**
 * Field order of the create serializer, which is the key order of its error body. Djoser builds it as
 * `User.REQUIRED_FIELDS + (USERNAME_FIELD, "id", "password")`; ours assumes a user model whose
 * fields are email, first_name, last_name and country ("id" is read-only, so never in errors).
 */
export const REGISTRATION_FIELD_ORDER = ['email', 'first_name', 'last_name', 'country', 'username', 'password'] as const;

/** ModelSerializer fields derived from the user model (AbstractUser's lengths and blank rules). */
const EMAIL_FIELD: CharFieldRules = {
  required: true,
  maxLength: 254,
  invalidMessage: INVALID_EMAIL,
  trailingChecks: [(email) => (isValidEmail(email) ? [] : [INVALID_EMAIL])],
};
// Django's AbstractUser has `blank=True` names: optional and blank allowed, so the spec's older sign-up
// (username, email and password only) registers too. The web forms that ask for names require them.
const NAME_FIELD: CharFieldRules = { required: false, allowBlank: true, maxLength: 150 };
const USERNAME_FIELD: CharFieldRules = {
  required: true,
  maxLength: 150,
  leadingChecks: [(username) => (isValidUsername(username) ? [] : [INVALID_USERNAME])],
};

const NOTHING_TAKEN: UniquenessCheck = () => ({});

/**
 * Djoser's UserCreateSerializer for `POST /auth/users/`. As in DRF, every field is validated and all
 * field errors are reported together (uniqueness included, through `findTaken`); only when no field has
 * an error does `validate()` run Django's password validators against the would-be user, reporting their
 * messages under `password`. (The bff reads the client's `firstName`/`lastName` as these when
 * `first_name`/`last_name` are absent.)
 */
export async function validateRegistration(
  data: SerializerData,
  findTaken: UniquenessCheck = NOTHING_TAKEN,
): Promise<RegistrationResult> {
  const emailReading = readCharField(fieldInput(data, 'email'), EMAIL_FIELD);
  const usernameReading = readCharField(fieldInput(data, 'username'), USERNAME_FIELD);
  const taken = await lookUpUniqueness(findTaken, {
    email: storableText(emailReading, EMAIL_FIELD),
    username: storableText(usernameReading, USERNAME_FIELD),
  });

  // DRF puts a UniqueValidator after the model field's own validators and before CharField's.
  const email = completeCharField(emailReading, { ...EMAIL_FIELD, leadingChecks: [() => taken.email ?? []] });
  const username = completeCharField(usernameReading, {
    ...USERNAME_FIELD,
    leadingChecks: [...(USERNAME_FIELD.leadingChecks ?? []), () => taken.username ?? []],
  });
  const firstName = validateCharField(fieldInput(data, 'first_name'), NAME_FIELD);
  const lastName = validateCharField(fieldInput(data, 'last_name'), NAME_FIELD);
  const country = validateCountry(fieldInput(data, 'country'));
  const password = validateCharField(fieldInput(data, 'password'), PASSWORD_FIELD);

  if (!email.ok || !firstName.ok || !lastName.ok || !country.ok || !username.ok || !password.ok) {
    return {
      ok: false,
      errors: orderedFieldErrors(REGISTRATION_FIELD_ORDER, {
        email: errorsOf(email),
        first_name: errorsOf(firstName),
        last_name: errorsOf(lastName),
        country: errorsOf(country),
        username: errorsOf(username),
        password: errorsOf(password),
      }),
    };
  }

  // Every other field is required, so each validated value is present; absent names are ''.
  const fields = {
    email: email.value ?? '',
    username: username.value ?? '',
    password: password.value ?? '',
    first_name: firstName.value ?? '',
    last_name: lastName.value ?? '',
  };
  const passwordErrors = validatePassword(fields.password, fields);
  if (passwordErrors.length > 0) return { ok: false, errors: { password: passwordErrors } };

  return {
    ok: true,
    value: {
      username: normalizeUsername(fields.username),
      email: normalizeEmail(fields.email),
      password: fields.password,
      firstName: fields.first_name,
      lastName: fields.last_name,
      country: country.value,
    },
  };
}

/**
 * The cleaned text worth a uniqueness lookup. Text that fails the field's other validators can never have
 * been stored, so it cannot be taken; leaving it out also keeps NUL characters away from the database.
 */
function storableText(reading: CharFieldReading, rules: CharFieldRules): string | undefined {
  if (reading.kind !== 'text') return undefined;
  return charFieldErrors(reading.text, rules).length === 0 ? reading.text : undefined;
}

async function lookUpUniqueness(
  findTaken: UniquenessCheck,
  { email, username }: { email: string | undefined; username: string | undefined },
): Promise<FieldErrors> {
  if (email === undefined && username === undefined) return {};
  return findTaken({ ...(email === undefined ? {} : { email }), ...(username === undefined ? {} : { username }) });
}

function errorsOf(outcome: { ok: true } | { ok: false; errors: string[] }): string[] | undefined {
  return outcome.ok ? undefined : outcome.errors;
}
