import { Controller } from '@nestjs/common';
import { QuotesService, type ListDailyBarsRequest } from '@mc/proto';
import { fieldErrorList, problemReply, ProblemKind, RpcHandler, type ContractRules } from '@mc/runtime';
import { US_TICKER } from '@mc/proto/ticker-sets';
import { DailyBarsRepository } from './daily-bars.repository.js';
import { checkDailyBarsRequest, listDailyBarsCode, MAX_TICKERS } from './list-daily-bars.request.js';

const DATE = { maxLength: 10 };
const LIST_DAILY_BARS_RULES: ContractRules = {
  tickers: { maxItems: MAX_TICKERS, maxLength: 8, pattern: US_TICKER },
  date_from: { required: true, ...DATE },
  date_to: { required: true, ...DATE },
};

/** The stored daily bars, answered from the database only: the provider is the sync's business. */
@Controller()
export class DailyBarsController {
  constructor(private readonly bars: DailyBarsRepository) {}

  @RpcHandler(QuotesService.method.listDailyBars, LIST_DAILY_BARS_RULES)
  async listDailyBars(request: ListDailyBarsRequest) {
    const checked = checkDailyBarsRequest(request);
    if ('errors' in checked) return problemReply(ProblemKind.INVALID, fieldErrorList(checked.errors, listDailyBarsCode));
    const { tickers, from, to } = checked.query;
    const stored = await this.bars.series(tickers, from, to);
    return {
      outcome: {
        case: 'success' as const,
        value: {
          tickers: tickers.map((ticker) => ({
            ticker,
            bars: stored
              .filter((bar) => bar.ticker === ticker)
              .map(({ day, open, high, low, close, volume }) => ({ day, open, high, low, close, volume })),
          })),
        },
      },
    };
  }
}
