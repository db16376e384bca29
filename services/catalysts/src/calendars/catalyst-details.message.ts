import { fromJson, type DescMessage, type JsonObject, type MessageShape } from '@bufbuild/protobuf';
import type { CalendarType } from '@mc/proto/calendar-terms';
import {
  ConferenceCallDetailsSchema,
  ConferenceDetailsSchema,
  DividendDetailsSchema,
  EarningsDetailsSchema,
  EconomicDetailsSchema,
  FdaDetailsSchema,
  IpoDetailsSchema,
  MarketDetailsSchema,
  SplitDetailsSchema,
  type Catalyst,
} from '@mc/proto';

/** Each type's case of `Catalyst.details` and its message. */
const DETAILS = {
  earnings: { case: 'earnings', schema: EarningsDetailsSchema },
  fda: { case: 'fda', schema: FdaDetailsSchema },
  ipo: { case: 'ipo', schema: IpoDetailsSchema },
  dividend: { case: 'dividend', schema: DividendDetailsSchema },
  splits: { case: 'splits', schema: SplitDetailsSchema },
  conference: { case: 'conference', schema: ConferenceDetailsSchema },
  conferencecall: { case: 'conferenceCall', schema: ConferenceCallDetailsSchema },
  economic: { case: 'economic', schema: EconomicDetailsSchema },
  market: { case: 'market', schema: MarketDetailsSchema },
} as const satisfies Record<CalendarType, { case: NonNullable<Catalyst['details']['case']>; schema: DescMessage }>;

/**
 * A stored `details` column as the typed message of its type. The column's keys are the message's
 * field names, so protobuf's JSON reader builds it: a null or a key an older release did not write
 * leaves the field unset, and a key no longer in the contract is passed over.
 */
export function detailsMessage(type: CalendarType, stored: JsonObject): Catalyst['details'] {
  const { case: kind, schema } = DETAILS[type];
  const value: MessageShape<DescMessage> = fromJson(schema, stored, { ignoreUnknownFields: true });
  return { case: kind, value } as Catalyst['details'];
}
