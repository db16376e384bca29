import type { ProviderCalendarType } from '../../provider/calendar-endpoints.js';
import { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { parseConferenceCall } from './conference-call.parser.js';
import { parseConference } from './conference.parser.js';
import { parseDividend } from './dividend.parser.js';
import { parseEarnings } from './earnings.parser.js';
import { parseEconomic } from './economic.parser.js';
import { parseFda } from './fda.parser.js';
import { parseIpo } from './ipo.parser.js';
import { parseSplit } from './splits.parser.js';

const PARSERS: Record<ProviderCalendarType, (row: ProviderRow) => CatalystDraft> = {
  earnings: parseEarnings,
  fda: parseFda,
  ipo: parseIpo,
  dividend: parseDividend,
  splits: parseSplit,
  conference: parseConference,
  conferencecall: parseConferenceCall,
  economic: parseEconomic,
};

/** One provider row of `type` in the internal model; a ProviderError (malformed) when it cannot be read. */
export function parseCatalyst(type: ProviderCalendarType, raw: unknown, where: string): CatalystDraft {
  return PARSERS[type](new ProviderRow(raw, where));
}
