import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The kinds of mail a one-click link may turn off: change alerts (change_alerts false), reminders
 * (reminder_days 0), the pre-market digest (digest false). A token names one.
 */
export const UNSUBSCRIBE_KINDS = ['change_alerts', 'reminders', 'digest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export interface UnsubscribeGrant {
  ownerId: number;
  listIds: number[];
  kind: UnsubscribeKind;
}

const PAYLOAD = /^(\d{1,10}):(\d{1,10}(?:,\d{1,10}){0,49}):([a-z_]{1,32})$/;

/**
 * The one-click unsubscribe link's token (RFC 8058: no login): owner, lists and kind, signed with a
 * key derived from FEED_TOKEN_KEY (HMAC-SHA256), so nothing is stored per mail and no one can forge
 * a link for another list. `<payload base64url>.<signature base64url>`; the link keeps working as
 * long as the key does.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(feedTokenKey: string) {
    this.key = createHmac('sha256', Buffer.from(feedTokenKey, 'base64')).update('watchlists alert unsubscribe v1').digest();
  }

  mint({ ownerId, listIds, kind }: UnsubscribeGrant): string {
    const payload = Buffer.from(`${ownerId}:${listIds.join(',')}:${kind}`).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** What a token grants, or null for anything this service did not sign. */
  read(token: string): UnsubscribeGrant | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const match = PAYLOAD.exec(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!match || !(UNSUBSCRIBE_KINDS as readonly string[]).includes(match[3])) return null;
    return { ownerId: Number(match[1]), listIds: match[2].split(',').map(Number), kind: match[3] as UnsubscribeKind };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
