import { Logger } from '@nestjs/common';
import { AccountChange, Events, type AccountChangedSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';
import { WatchlistsService } from '../watchlists/watchlists.service.js';

/**
 * An account's lists go with the account (issue 21 §1): identity.account.changed.v1 saying the
 * account was deleted deletes them, in the transaction that marks the event processed. Every
 * other change (logout, a new entitlement) keeps them: a lapsed subscription stops the feeds only.
 */
@EventConsumer({ durable: 'watchlists-accounts', event: Events.accountChanged })
export class DeletedAccountsConsumer implements EventHandler<typeof AccountChangedSchema, Prisma.TransactionClient> {
  private readonly logger = new Logger(DeletedAccountsConsumer.name);

  constructor(private readonly watchlists: WatchlistsService) {}

  async handle({ data }: DecodedEvent<typeof AccountChangedSchema>, tx: Prisma.TransactionClient): Promise<void> {
    if (data.change !== AccountChange.DELETED) return;
    const deleted = await this.watchlists.deleteAllOf(tx, data.userId);
    this.logger.log(`account ${data.userId} was deleted: ${deleted} watch lists deleted with it`);
  }
}
