import { dictionary } from '@zxcvbn-ts/language-common';
import { pythonStrip } from './python-text.js';

/**
 * Stands in for Django's CommonPasswordValidator list (20,000 lower-cased common passwords shipped as
 * `common-passwords.txt.gz`), which we cannot ship: the first 20,000 entries of zxcvbn-ts's frequency-ranked
 * password dictionary. The lists overlap heavily but are not identical, so a few rare passwords are judged
 * differently from Django.
 */
const LIST_SIZE = 20_000;

let commonPasswords: ReadonlySet<string> | undefined;

/** `password.lower().strip() in self.passwords`, entries stripped (and lower-cased, as Django requires). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    dictionary['passwords-common'].slice(0, LIST_SIZE).map((entry) => pythonStrip(entry.toLowerCase())),
  );
  return commonPasswords.has(pythonStrip(password.toLowerCase()));
}
