import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import type { SubscriberState } from './subscription-rules.js';

type Tx = Prisma.TransactionClient;

export interface LockedSubscriber extends SubscriberState {
  id: string;
  email: string;
}

const COLUMNS = `s.id::text AS id, s.email, s.status::text AS status,
  s.confirmation_sent_at AS "confirmationSentAt", s.confirmation_expires_at AS "confirmationExpiresAt"`;

/**
 * Finds a subscriber and locks its row for the rest of the transaction: two requests about one
 * address (two tabs, a double click, a retry) take turns, so neither can mail twice or confirm twice.
 */
@Injectable()
export class SubscribersRepository {
  /** The address's row, created as a pending request if it is new. */
  async lockByEmail(tx: Tx, email: string, now: Date): Promise<LockedSubscriber> {
    await tx.$executeRawUnsafe(
      `INSERT INTO subscribers (id, email, status, requested_at) VALUES (gen_random_uuid(), $1, 'pending', $2)
       ON CONFLICT (email) DO NOTHING`,
      email,
      now,
    );
    const [row] = await tx.$queryRawUnsafe<LockedSubscriber[]>(
      `SELECT ${COLUMNS} FROM subscribers s WHERE s.email = $1 FOR UPDATE`,
      email,
    );
    return row;
  }

  async lockByConfirmationHash(tx: Tx, hash: string): Promise<LockedSubscriber | undefined> {
    const rows = await tx.$queryRawUnsafe<LockedSubscriber[]>(
      `SELECT ${COLUMNS} FROM subscribers s WHERE s.confirmation_token_hash = $1 FOR UPDATE`,
      hash,
    );
    return rows[0];
  }

  async lockByUnsubscribeHash(tx: Tx, hash: string): Promise<LockedSubscriber | undefined> {
    const rows = await tx.$queryRawUnsafe<LockedSubscriber[]>(
      `SELECT ${COLUMNS} FROM unsubscribe_tokens t JOIN subscribers s ON s.id = t.subscriber_id
        WHERE t.token_hash = $1 FOR UPDATE OF s`,
      hash,
    );
    return rows[0];
  }
}
