import { ABSENT, fieldInput, readSerializerInput } from './serializer-input.js';

describe('readSerializerInput', () => {
  it('accepts an object, and treats a missing body as the empty dict DRF parses it to', () => {
    expect(readSerializerInput({ a: 1 })).toEqual({ ok: true, data: { a: 1 } });
    expect(readSerializerInput(undefined)).toEqual({ ok: true, data: {} });
  });

  it('answers a JSON null body with "No data provided", as DRF rewrites its null error', () => {
    expect(readSerializerInput(null)).toEqual({ ok: false, errors: { non_field_errors: ['No data provided'] } });
  });

  it.each([
    [[], 'list'],
    ['x', 'str'],
    [1, 'int'],
    [1.5, 'float'],
    [true, 'bool'],
  ])('refuses %j naming its Python type %s', (body, typeName) => {
    expect(readSerializerInput(body)).toEqual({
      ok: false,
      errors: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName}.`] },
    });
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
