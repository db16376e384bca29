import { NON_FIELD_ERRORS, hasErrors, nonFieldError, orderedFieldErrors } from './field-errors.js';

describe('orderedFieldErrors', () => {
  it('lists fields in serializer order whatever order they were collected in, non_field_errors last', () => {
    const errors = orderedFieldErrors(['email', 'username', 'password'], {
      [NON_FIELD_ERRORS]: ['whole form'],
      password: ['p'],
      email: ['e1', 'e2'],
    });
    expect(JSON.stringify(errors)).toBe('{"email":["e1","e2"],"password":["p"],"non_field_errors":["whole form"]}');
  });

  it('leaves out fields without messages and fields the serializer does not declare', () => {
    expect(orderedFieldErrors(['a', 'b'], { a: [], b: undefined, stray: ['x'] })).toEqual({});
  });

  it('copies the message lists, so later changes to the input do not leak into the body', () => {
    const messages = ['m'];
    const errors = orderedFieldErrors(['a'], { a: messages });
    messages.push('later');
    expect(errors).toEqual({ a: ['m'] });
  });
});

describe('nonFieldError / hasErrors', () => {
  it('wraps one message as DRF does for validate() failures', () => {
    expect(nonFieldError('Nope.')).toEqual({ non_field_errors: ['Nope.'] });
  });

  it('tells an empty body from one with errors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: ['x'] })).toBe(true);
  });
});
