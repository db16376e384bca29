import { Controller } from '@nestjs/common';
import { CatalystsService, type ListReactionsRequest } from '@mc/proto';
import { RpcHandler, type ContractRules } from '@mc/runtime';
import { EXPECTED_MOVE_BASIS, expectedMoveOf } from './expected-move.js';
import { REACTION_KINDS, ReactionsRepository } from './reactions.repository.js';

const LIST_REACTIONS_RULES: ContractRules = {
  ticker: { required: true, maxLength: 32 },
  type: { required: true, pattern: new RegExp(`^(?:${REACTION_KINDS.join('|')})$`) },
};

/** A company's reaction history of one kind, as the company page shows it. */
@Controller()
export class ReactionsController {
  constructor(private readonly reactions: ReactionsRepository) {}

  @RpcHandler(CatalystsService.method.listReactions, LIST_REACTIONS_RULES)
  async listReactions(request: ListReactionsRequest) {
    const rows = await this.reactions.history(request.ticker.trim().toUpperCase(), request.type as 'earnings' | 'fda');
    const expected = expectedMoveOf(rows.map((row) => ({ date: row.date, movePercent: row.move_percent })));
    return {
      outcome: {
        case: 'success' as const,
        value: {
          reactions: rows.map((row) => ({
            catalystId: row.catalyst_id,
            date: row.date,
            session: row.session,
            beforeDay: row.before_day,
            afterDay: row.after_day,
            movePercent: row.move_percent,
            gapPercent: row.gap_percent,
            epsSurprisePercent: row.eps_surprise_percent ?? undefined,
            revenueSurprisePercent: row.revenue_surprise_percent ?? undefined,
            eventType: row.event_type ?? undefined,
            outcome: row.outcome ?? undefined,
          })),
          expectedMove: expected ? { ...expected, basis: EXPECTED_MOVE_BASIS } : undefined,
        },
      },
    };
  }
}
