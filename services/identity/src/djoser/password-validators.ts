import { dictionary } from '@zxcvbn-ts/language-common';
import { quickRatio } from './sequence-similarity.js';

export const PASSWORD_MAX_LENGTH = 4096;
const MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

export interface UserAttributes {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
}

// Django's verbose names of the default User fields, used in its message.
const ATTRIBUTES: [keyof UserAttributes, string][] = [
  ['username', 'username'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
  ['email', 'email address'],
];

/** Django's `exceeds_maximum_length_ratio`: a short attribute cannot make a long password similar. */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const passwordLength = [...password].length;
  const valueLength = [...value].length;
  return passwordLength >= 10 * valueLength && valueLength < (MAX_SIMILARITY / 2) * passwordLength;
}

function similarityError(password: string, user: UserAttributes | undefined): string | undefined {
  if (!user) return undefined;
  const lowered = password.toLowerCase();
  for (const [attribute, verboseName] of ATTRIBUTES) {
    const value = user[attribute];
    if (!value) continue;
    const valueLower = value.toLowerCase();
    // Python's re.split(r"\W+", …) with Unicode word characters.
    const parts = [...valueLower.split(/[^\p{L}\p{N}_]+/u), valueLower];
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(lowered, part)) continue;
      if (quickRatio(lowered, part) >= MAX_SIMILARITY) return `The password is too similar to the ${verboseName}.`;
    }
  }
  return undefined;
}

let commonPasswords: Set<string> | undefined;
/**
 * Django ships a list of 20,000 common passwords that cannot be fetched here; the first 20,000
 * of zxcvbn's common-password dictionary stand in for it (docs/decisions.md).
 */
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, 20_000).map((entry) => entry.trim().toLowerCase()));
  return commonPasswords.has(password.toLowerCase().trim());
}

/**
 * Django's `validate_password` with the four default validators, in settings order. Every
 * failing validator adds its message.
 */
export function validatePassword(password: string, user?: UserAttributes): string[] {
  const errors: string[] = [];
  const similar = similarityError(password, user);
  if (similar) errors.push(similar);
  if ([...password].length < MIN_LENGTH) errors.push(`This password is too short. It must contain at least ${MIN_LENGTH} characters.`);
  if (isCommon(password)) errors.push('This password is too common.');
  if (/^\d+$/.test(password)) errors.push('This password is entirely numeric.');
  return errors;
}
