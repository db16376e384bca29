import { Controller } from '@nestjs/common';
import { NewsletterService } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { BriefingPreviewService } from './briefing-preview.service.js';

@Controller()
export class BriefingController {
  constructor(private readonly previews: BriefingPreviewService) {}

  @RpcHandler(NewsletterService.method.previewBriefing)
  async previewBriefing() {
    return { outcome: { case: 'success' as const, value: await this.previews.preview() } };
  }
}
