import { DEFAULT_COUNTRY } from '../data/countries.js';

/** What the sign-up forms ask about the new account (spec §3 registration payload). */
export interface AccountValues {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
}

export type AccountField = keyof AccountValues;

export const emptyAccount = (country = DEFAULT_COUNTRY): AccountValues => ({
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  country,
});

/** The POST /auth/users/ body (Djoser's field names). */
export function newUserBody(account: AccountValues) {
  return {
    username: account.username,
    email: account.email,
    password: account.password,
    first_name: account.firstName,
    last_name: account.lastName,
    country: account.country,
  };
}

const REQUIRED_MESSAGES: Record<AccountField, string> = {
  username: 'Username is required',
  email: 'Email is required',
  password: 'Password is required',
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  country: 'Country is required',
};

/** Spec §5, the older sign-up form: a message for every field left empty. */
export function missingAccountFields(account: AccountValues): Partial<Record<AccountField, string>> {
  const missing: Partial<Record<AccountField, string>> = {};
  for (const field of Object.keys(REQUIRED_MESSAGES) as AccountField[]) {
    if (account[field].trim() === '') missing[field] = REQUIRED_MESSAGES[field];
  }
  return missing;
}
