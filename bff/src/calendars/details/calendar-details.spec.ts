import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { CatalystSchema } from '@mc/proto';
import { detailsJson, inAnsweredKeyOrder } from './calendar-details.js';

const detailsOf = (details: MessageInitShape<typeof CatalystSchema>['details']) =>
  JSON.stringify(detailsJson(create(CatalystSchema, { details }).details));

describe('detailsJson', () => {
  it('answers every field of the type, an unknown one as null, keys in the order the API has always had', () => {
    expect(
      detailsOf({
        case: 'economic',
        value: { country: 'USA', eventName: 'CPI (YoY)', periodYear: 2026, unit: '%', actual: '3.1%', consensus: '2.9%' },
      }),
    ).toBe(
      '{"unit":"%","prior":null,"actual":"3.1%","country":"USA","surprise":null,"consensus":"2.9%","event_name":"CPI (YoY)",' +
        '"description":null,"period_year":2026,"event_period":null,"prior_revised":null,"event_category":null}',
    );
  });

  it('writes nested objects and lists the same way: an FDA drug, its companies and their listings', () => {
    expect(
      detailsOf({
        case: 'fda',
        value: {
          eventType: 'PDUFA Date',
          drug: { name: 'Vyvgart', indicationSymptom: ['gMG'] },
          companies: [{ name: 'argenx SE', securities: [{ symbol: 'ARGX', exchange: 'NASDAQ' }] }],
        },
      }),
    ).toBe(
      '{"drug":{"name":"Vyvgart","generic":null,"indication_symptom":["gMG"]},"status":null,"outcome":null,' +
        '"companies":[{"name":"argenx SE","securities":[{"symbol":"ARGX","exchange":"NASDAQ"}]}],"commentary":null,' +
        '"event_type":"PDUFA Date","source_link":null,"source_type":null,"target_date":null,"outcome_brief":null,"announced_date":null}',
    );
  });

  it('answers each calendar’s own fields under the API’s names', () => {
    expect(JSON.parse(detailsOf({ case: 'conferenceCall', value: { phoneNum: '+1 800', periodYear: 2026 } }))).toEqual({
      exchange: null,
      phone_num: '+1 800',
      international_num: null,
      reservation_num: null,
      access_code: null,
      webcast_url: null,
      period: null,
      period_year: 2026,
    });
    expect(
      JSON.parse(detailsOf({ case: 'splits', value: { ratio: '1:8', direction: 'reverse', optionable: false } })),
    ).toMatchObject({
      ratio: '1:8',
      direction: 'reverse',
      optionable: false,
      date_ex: null,
    });
    expect(
      JSON.parse(detailsOf({ case: 'market', value: { kind: 'holiday', name: 'Thanksgiving Day', exchanges: ['NYSE'] } })),
    ).toEqual({
      kind: 'holiday',
      name: 'Thanksgiving Day',
      notes: null,
      exchanges: ['NYSE'],
      close_time: null,
    });
    expect(JSON.parse(detailsOf({ case: 'ipo', value: { leadUnderwriters: ['Goldman Sachs'], priceMin: 14 } }))).toMatchObject({
      lead_underwriters: ['Goldman Sachs'],
      price_min: 14,
      price_max: null,
    });
  });

  it('is null for a catalyst sent without details', () => {
    expect(detailsJson(create(CatalystSchema, {}).details)).toBeNull();
  });
});

describe('inAnsweredKeyOrder', () => {
  it('puts shorter keys first, then by bytes, at every depth', () => {
    expect(JSON.stringify(inAnsweredKeyOrder({ notes: 1, eps: [{ exchange: 2, symbol: 3 }], ab: null, aa: 'x' }))).toBe(
      '{"aa":"x","ab":null,"eps":[{"symbol":3,"exchange":2}],"notes":1}',
    );
  });
});
