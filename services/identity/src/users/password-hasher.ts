import argon2 from 'argon2';

// OWASP ASVS's argon2id figures: 19 MiB, 2 passes, 1 lane.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

export const verifyPassword = (hash: string, password: string) => argon2.verify(hash, password).catch(() => false);

let decoyHash: Promise<string> | undefined;
/** Verifies against a hash nobody owns, so an unknown username takes as long as a wrong password. */
export const verifyDecoy = async (password: string) => {
  decoyHash ??= hashPassword('decoy password that nobody has');
  await verifyPassword(await decoyHash, password);
  return false;
};
