import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** 128 bits from the CSPRNG (OWASP ASVS: tokens of at least 128 bits), base64url: 22 characters. */
const TOKEN_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const newFeedToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/**
 * What a feed request is looked up by. A token is 128 random bits, not a password a person chose:
 * one SHA-256 resists guessing as well as a slow hash would, and a lookup stays one index probe.
 */
export const feedTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The token sealed with the service's key (AES-256-GCM), so that the owner can be shown the feed's
 * address again while the database alone (a backup, a replica) gives no feed away.
 */
export class FeedTokenSeal {
  private readonly key: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('FEED_TOKEN_KEY must be 32 bytes, base64-encoded');
  }

  seal(token: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
