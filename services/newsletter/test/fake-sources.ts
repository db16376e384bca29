import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import {
  CatalystsService,
  ContentService,
  type Catalyst,
  type ContentSummary,
  type ListContentRequest,
  type QueryCatalystsRequest,
} from '@mc/proto';
import { natsServerOptions, RpcHandler } from '@mc/runtime';

/** What the stand-ins answer, and what they were asked. */
export const fakeSources = {
  catalysts: [] as Catalyst[],
  catalystCount: 0,
  posts: [] as ContentSummary[],
  catalystQueries: [] as QueryCatalystsRequest[],
  contentQueries: [] as ListContentRequest[],
};

@Controller()
class FakeCatalystsController {
  @RpcHandler(CatalystsService.method.queryCatalysts)
  query(request: QueryCatalystsRequest) {
    fakeSources.catalystQueries.push(request);
    return {
      outcome: { case: 'success' as const, value: { count: fakeSources.catalystCount, catalysts: fakeSources.catalysts } },
    };
  }
}

@Controller()
class FakeContentController {
  @RpcHandler(ContentService.method.listContent)
  list(request: ListContentRequest) {
    fakeSources.contentQueries.push(request);
    return { outcome: { case: 'success' as const, value: { count: fakeSources.posts.length, items: fakeSources.posts } } };
  }
}

@Module({ controllers: [FakeCatalystsController, FakeContentController] })
class FakeSourcesModule {}

/** The catalysts and content services' contracts, answered from `fakeSources` on the test's NATS. */
export async function startFakeSources(natsUrl: string): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(FakeSourcesModule, {
    ...natsServerOptions('fake-sources', natsUrl),
    logger: false,
  });
  await app.listen();
  return app;
}
