import { EnvError } from '../config/env.js';
import { natsCredentialsOf } from './nats-connection.js';

describe('natsCredentialsOf', () => {
  it('is an open server without either variable', () => {
    expect(natsCredentialsOf({})).toBeUndefined();
    expect(natsCredentialsOf({ NATS_USER: '', NATS_PASSWORD: '' })).toBeUndefined();
  });

  it('pairs the user with its password', () => {
    expect(natsCredentialsOf({ NATS_USER: 'identity', NATS_PASSWORD: 'p3f0c1d2e3a4b5c6d7' })).toEqual({
      user: 'identity',
      pass: 'p3f0c1d2e3a4b5c6d7',
    });
  });

  it('refuses one without the other', () => {
    expect(() => natsCredentialsOf({ NATS_USER: 'identity' })).toThrow(EnvError);
    expect(() => natsCredentialsOf({ NATS_PASSWORD: 'identity-development-only' })).toThrow(EnvError);
  });

  it.each([
    ['5e3a0b1c2d3e4f5a6b', 'a digit first: nats-server reads it as a number'],
    ['1234567890123456', 'a number'],
    ['short-password', 'fewer than 16 characters'],
    ['correct horse battery', 'a space'],
    ['p"quoted"password', 'a quote'],
  ])('refuses a password nats-server would not read as text: %s (%s)', (password) => {
    expect(() => natsCredentialsOf({ NATS_USER: 'identity', NATS_PASSWORD: password })).toThrow(/a letter then at least 15/);
  });
});
