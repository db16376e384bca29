import { loginName } from './login-name.js';

describe('loginName', () => {
  it('names the same account whatever JSON type the username came as (issue 12 §7)', () => {
    expect(loginName({ username: 12345 })).toBe('12345');
    expect(loginName({ username: '12345' })).toBe('12345');
    expect(loginName({ username: ' 12345 ' })).toBe('12345');
  });

  it('ignores case and surrounding blanks', () => {
    expect(loginName({ username: '  Ada.Trader ' })).toBe('ada.trader');
  });

  it('reads no name from anything identity refuses as a username', () => {
    for (const body of [
      {},
      { username: null },
      { username: ['a'] },
      { username: { a: 1 } },
      [{ username: 'a' }],
      'a',
      null,
      undefined,
    ])
      expect(loginName(body)).toBe('');
  });
});
