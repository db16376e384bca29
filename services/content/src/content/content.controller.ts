import { Controller, Inject } from '@nestjs/common';
import { ContentService, type GetContentRequest, type ListContentRequest } from '@mc/proto';
import {
  fieldErrorList,
  problemReply,
  ProblemKind,
  requestError,
  ruleCode,
  RpcHandler,
  SERVICE_ENV,
  type ContractRules,
} from '@mc/runtime';
import type { ContentEnv } from '../config/env.js';
import type { LoadReport } from '../loader/content-loader.service.js';
import { INITIAL_LOAD } from '../loader/loader.module.js';
import { facetCounts, toItemMessage, toSummaryMessage } from './content.message.js';
import { ContentRepository } from './content.repository.js';
import { checkListRequest, itemKey } from './content-request.js';

const NOT_FOUND = problemReply(ProblemKind.NOT_FOUND, [
  requestError('not_found', 'No published content has this kind, list and slug.'),
]);

/** Words of the content API: a kind, a list, a tag, a ticker or a slug is a short word, never a text. */
const WORD = { maxLength: 200 };
const LIST_CONTENT_RULES: ContractRules = { kinds: { maxItems: 10 }, list: WORD, tag: WORD, ticker: WORD };
const GET_CONTENT_RULES: ContractRules = { kind: WORD, slug: WORD, list: WORD };

/** The published content, for the bff's `/api/articles/`, `/api/guides/`, `/api/watch-lists/`, `/api/pages/` and the sitemap. */
@Controller()
export class ContentController {
  constructor(
    private readonly content: ContentRepository,
    @Inject(SERVICE_ENV) private readonly config: ContentEnv,
    // Not read: asking for it makes Nest finish the start-up load before this controller exists.
    @Inject(INITIAL_LOAD) _loaded: LoadReport,
  ) {}

  @RpcHandler(ContentService.method.listContent, LIST_CONTENT_RULES)
  async listContent(request: ListContentRequest) {
    const checked = checkListRequest(request);
    if ('errors' in checked) return problemReply(ProblemKind.INVALID, fieldErrorList(checked.errors, ruleCode));
    const [{ count, rows }, labels] = await Promise.all([this.content.page(checked.filter), this.content.labels(checked.filter)]);
    return {
      outcome: {
        case: 'success' as const,
        value: {
          count,
          items: rows.map(toSummaryMessage),
          tags: facetCounts(labels.flatMap((item) => item.tags)),
          tickers: facetCounts(labels.flatMap((item) => item.tickers)),
        },
      },
    };
  }

  @RpcHandler(ContentService.method.getContent, GET_CONTENT_RULES)
  async getContent(request: GetContentRequest) {
    const key = itemKey(request);
    const row = key && (await this.content.find(key));
    if (!row) return NOT_FOUND;
    return { outcome: { case: 'success' as const, value: toItemMessage(row, this.config.SUPPORT_EMAIL) } };
  }
}
