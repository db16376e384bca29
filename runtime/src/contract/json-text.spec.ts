import { jsonTextRefusals } from './json-text.js';

describe('jsonTextRefusals', () => {
  it('passes a body whose strings are text, and an empty body', () => {
    expect(jsonTextRefusals(JSON.stringify({ username: 'grace', tags: ['🚀', { deep: 'é' }] }))).toBeUndefined();
    expect(jsonTextRefusals('')).toBeUndefined();
  });

  it('keys each refusal by the body’s own field, however deep the string sits', () => {
    expect(jsonTextRefusals(JSON.stringify({ username: 'grace', email: 'a\u0000b@example.com' }))).toEqual({
      email: ['Null characters are not allowed.'],
    });
    expect(jsonTextRefusals(JSON.stringify({ profile: [{ name: '\udfff' }] }))).toEqual({
      profile: ['Surrogate characters are not allowed: U+DFFF.'],
    });
  });

  it('puts a refused key, a refused non-object body, text that is no JSON and excess depth under non_field_errors', () => {
    expect(jsonTextRefusals('{"user\\u0000name": "grace"}')).toEqual({ non_field_errors: ['Null characters are not allowed.'] });
    expect(jsonTextRefusals('["\\ud800"]')).toEqual({ non_field_errors: ['Surrogate characters are not allowed: U+D800.'] });
    expect(jsonTextRefusals('{"email": "a\u0000b"}')).toEqual({ non_field_errors: ['Null characters are not allowed.'] });
    expect(jsonTextRefusals('{"email": ')).toEqual({ non_field_errors: ['Value must be valid JSON.'] });
    expect(jsonTextRefusals('['.repeat(65) + ']'.repeat(65))).toEqual({
      non_field_errors: ['JSON parse error - nested deeper than 64 levels.'],
    });
    expect(jsonTextRefusals('['.repeat(64) + ']'.repeat(64))).toBeUndefined();
    expect(jsonTextRefusals(JSON.stringify({ a: JSON.parse('['.repeat(64) + ']'.repeat(64)) }))).toEqual({
      a: ['JSON parse error - nested deeper than 64 levels.'],
    });
  });

  it('keeps a field named __proto__ a field', () => {
    const refusals = jsonTextRefusals('{"__proto__": "\\u0000"}');
    expect(Object.keys(refusals ?? {})).toEqual(['__proto__']);
  });
});
