import { DEFAULT_COUNTRY, invalidChoice, validateCountry } from './country-field.js';
import { ABSENT } from './serializer-input.js';

describe('validateCountry', () => {
  it('defaults to US when the field is missing', () => {
    expect(validateCountry(ABSENT)).toEqual({ ok: true, value: 'US' });
    expect(DEFAULT_COUNTRY).toBe('US');
  });

  it('accepts the three codes in any ASCII case and stores them upper-case', () => {
    expect(validateCountry('US')).toEqual({ ok: true, value: 'US' });
    expect(validateCountry('ca')).toEqual({ ok: true, value: 'CA' });
    expect(validateCountry('uK')).toEqual({ ok: true, value: 'UK' });
  });

  it('refuses null with DRF null message', () => {
    expect(validateCountry(null)).toEqual({ ok: false, errors: ['This field may not be null.'] });
  });

  it.each([
    ['GB', '"GB" is not a valid choice.'],
    [' US', '" US" is not a valid choice.'],
    ['', '"" is not a valid choice.'],
    ['uſ', '"uſ" is not a valid choice.'],
    [5, '"5" is not a valid choice.'],
    [true, '"True" is not a valid choice.'],
    [['US'], `"['US']" is not a valid choice.`],
    [{ a: "it's" }, `"{'a': "it's"}" is not a valid choice.`],
  ])('refuses %j quoting Python str() of it', (input, message) => {
    expect(validateCountry(input)).toEqual({ ok: false, errors: [message] });
  });

  it('builds the DRF ChoiceField message', () => {
    expect(invalidChoice('XX')).toBe('"XX" is not a valid choice.');
  });
});
