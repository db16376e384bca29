import { FormValue_Unreadable, Problem_Kind } from '@mc/proto';
import { ProblemException } from './outcome.js';
import { aliasedCharValue, charValue, choiceValue, djoserForm, readDjoserForm } from './djoser-form.js';

const refusalBody = (body: unknown) => {
  const read = readDjoserForm(body);
  if (!('refusal' in read)) throw new Error('expected a refusal');
  return { status: read.refusal.getStatus(), body: read.refusal.getResponse() };
};

describe('djoserForm', () => {
  it('reads an object, and no body as DRF’s empty form', () => {
    expect(djoserForm({ a: 1 })).toEqual({ a: 1 });
    expect(djoserForm(undefined)).toEqual({});
  });

  it('answers a JSON null body with "No data provided", as DRF rewrites its null error', () => {
    expect(refusalBody(null)).toEqual({ status: 400, body: { non_field_errors: ['No data provided'] } });
    expect(() => djoserForm(null)).toThrow(ProblemException);
  });

  it.each([
    [[], 'list'],
    ['x', 'str'],
    [1, 'int'],
    [1.5, 'float'],
    [true, 'bool'],
  ])('refuses %j naming its Python type %s', (body, typeName) => {
    expect(refusalBody(body)).toEqual({
      status: 400,
      body: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName}.`] },
    });
    const read = readDjoserForm(body);
    expect('refusal' in read && read.refusal.problem.kind).toBe(Problem_Kind.INVALID);
  });
});

describe('form values', () => {
  const text = (value: string) => ({ value: { case: 'text', value } });
  const unreadable = (kind: FormValue_Unreadable) => ({ value: { case: 'unreadable', value: kind } });

  it('gives a CharField text for a string or a number (Python’s str()), and says what else it got', () => {
    const form = JSON.parse('{"a": " x ", "b": 12345, "c": 1e21, "d": null, "e": true, "f": [], "g": {}}') as Record<
      string,
      unknown
    >;
    expect(charValue(form, 'a')).toEqual(text(' x '));
    expect(charValue(form, 'b')).toEqual(text('12345'));
    expect(charValue(form, 'c')).toEqual(text('1e+21'));
    expect(charValue(form, 'd')).toEqual(unreadable(FormValue_Unreadable.NULL));
    for (const name of ['e', 'f', 'g']) expect(charValue(form, name)).toEqual(unreadable(FormValue_Unreadable.NOT_TEXT));
    expect(charValue(form, 'missing')).toBeUndefined();
    expect(charValue(form, 'toString')).toBeUndefined();
  });

  it('gives a ChoiceField the text of any value but null', () => {
    const form = { a: true, b: [1, 2], c: null };
    expect(choiceValue(form, 'a')).toEqual(text('True'));
    expect(choiceValue(form, 'b')).toEqual(text('[1, 2]'));
    expect(choiceValue(form, 'c')).toEqual(unreadable(FormValue_Unreadable.NULL));
  });

  it('reads firstName when first_name is absent, and first_name when both come', () => {
    expect(aliasedCharValue({ firstName: 'Al' }, 'first_name', 'firstName')).toEqual(text('Al'));
    expect(aliasedCharValue({ first_name: null, firstName: 'B' }, 'first_name', 'firstName')).toEqual(
      unreadable(FormValue_Unreadable.NULL),
    );
  });
});
