import { FormValue_Unreadable } from '@mc/proto';
import { ABSENT, fieldInput, NOT_TEXT, serializerData } from './serializer-input.js';

describe('serializerData', () => {
  it('gives each form value as the serializer reads it, and leaves an unset field out', () => {
    const data = serializerData({
      email: { $typeName: 'mc.identity.v1.FormValue', value: { case: 'text', value: 'a@b.co' } },
      first_name: { $typeName: 'mc.identity.v1.FormValue', value: { case: 'unreadable', value: FormValue_Unreadable.NULL } },
      last_name: { $typeName: 'mc.identity.v1.FormValue', value: { case: 'unreadable', value: FormValue_Unreadable.NOT_TEXT } },
      country: undefined,
    });
    expect(data).toEqual({ email: 'a@b.co', first_name: null, last_name: NOT_TEXT });
    expect(fieldInput(data, 'country')).toBe(ABSENT);
  });
});

describe('fieldInput', () => {
  it('gives the value of an own key, null included', () => {
    expect(fieldInput({ a: null }, 'a')).toBeNull();
    expect(fieldInput({ a: 'x' }, 'a')).toBe('x');
  });

  it('marks a missing key, and never reads inherited properties', () => {
    expect(fieldInput({}, 'a')).toBe(ABSENT);
    expect(fieldInput({}, 'toString')).toBe(ABSENT);
    expect(fieldInput({}, '__proto__')).toBe(ABSENT);
  });

  it('reads a "__proto__" key that JSON.parse made an own property', () => {
    expect(fieldInput(JSON.parse('{"__proto__": "x"}') as Record<string, unknown>, '__proto__')).toBe('x');
  });
});
