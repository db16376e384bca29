import { Injectable } from '@nestjs/common';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { ContentService, type ContentItem, type ContentList, type ListContentRequestSchema } from '@mc/proto';
import type { ContentKind, WatchListKind } from '@mc/api/content';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';

/** The content service's contract; its refusals (404 for an unknown item) become the HTTP answer as they stand. */
@Injectable()
export class ContentSource {
  constructor(private readonly services: ServiceClients) {}

  async list(request: MessageInitShape<typeof ListContentRequestSchema>): Promise<ContentList> {
    const reply = await this.services.content.call(ContentService.method.listContent, request);
    return unwrap(reply.outcome);
  }

  async item(kind: ContentKind, slug: string, list?: WatchListKind): Promise<ContentItem> {
    const reply = await this.services.content.call(ContentService.method.getContent, { kind, slug, list: list ?? '' });
    return unwrap(reply.outcome);
  }
}
