/** Djoser 2's `constants.Messages`, and the DRF/Django messages its callers answer with. */
export const INVALID_CREDENTIALS = 'Unable to log in with provided credentials.';
export const INVALID_UID = "Invalid user id or user doesn't exist.";
export const INVALID_TOKEN = 'Invalid token for given user.';
export const PASSWORD_MISMATCH = "The two password fields didn't match.";
/** Raised from `UserCreateSerializer.create` on an IntegrityError; DRF answers `["Unable to create account."]`. */
export const CANNOT_CREATE_USER = 'Unable to create account.';
/** AbstractUser.username's `error_messages["unique"]`, raised by the UniqueValidator DRF derives from it. */
export const USERNAME_TAKEN = 'A user with that username already exists.';
/** Django's default unique message for `email = EmailField(unique=True)`: "%(model_name)s with this %(field_label)s already exists." */
export const EMAIL_TAKEN = 'user with this email address already exists.';
/** Djoser's `Messages.INVALID_PASSWORD_ERROR`, raised by CurrentPasswordSerializer. */
export const INVALID_PASSWORD = 'Invalid password.';
