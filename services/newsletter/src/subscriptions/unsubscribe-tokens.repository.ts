import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { mintToken } from '../mail/newsletter-token.js';

/** Unsubscribe links: one per mail, kept as their token's sha256 only. */
@Injectable()
export class UnsubscribeTokensRepository {
  /** A new token for one mail to `subscriberId`; stored before the mail leaves, so its link works when it arrives. */
  async mint(db: Prisma.TransactionClient, subscriberId: string): Promise<string> {
    const { token, hash } = mintToken();
    await db.unsubscribeToken.create({ data: { tokenHash: hash, subscriberId } });
    return token;
  }
}
