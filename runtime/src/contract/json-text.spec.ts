import { valueRefusal } from './json-text.js';

describe('valueRefusal', () => {
  it('passes a value whose strings and keys are text', () => {
    expect(valueRefusal({ username: 'grace', tags: ['🚀', { deep: 'é' }] })).toBeUndefined();
    expect(valueRefusal(JSON.parse('['.repeat(64) + ']'.repeat(64)))).toBeUndefined();
  });

  it('names the first refused string or key, however deep it sits, and excess depth', () => {
    expect(valueRefusal({ profile: [{ name: '\udfff' }] })).toBe('Surrogate characters are not allowed: U+DFFF.');
    expect(valueRefusal(JSON.parse('{"user\\u0000name": "grace"}'))).toBe('Null characters are not allowed.');
    expect(valueRefusal(JSON.parse('['.repeat(65) + ']'.repeat(65)))).toBe('JSON parse error - nested deeper than 64 levels.');
  });
});
