import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { BriefingPreview } from '@mc/proto';
import type * as Api from '@mc/api';

const section = (included: boolean): Api.BriefingSectionState => (included ? 'included' : 'unavailable');

export function briefingPreviewJson(preview: BriefingPreview): Api.BriefingPreviewAnswer {
  if (!preview.scheduledFor) throw new Error('newsletter answered a preview without its scheduled time');
  return {
    scheduled_for: timestampDate(preview.scheduledFor).toISOString(),
    time_zone: preview.timeZone,
    week: { from: preview.weekFrom, to: preview.weekTo },
    subject: preview.subject,
    recipients: preview.recipients,
    sections: { catalysts: section(preview.catalystsIncluded), watch_lists: section(preview.watchListsIncluded) },
    text: preview.text,
    html: preview.html,
  };
}
