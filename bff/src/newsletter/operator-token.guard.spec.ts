import { HttpException, type ExecutionContext } from '@nestjs/common';
import type { BffEnv } from '../config/env.js';
import { OperatorTokenGuard, sameToken } from './operator-token.guard.js';

function context(authorization?: string) {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => (headers[name] = value) };
  const http = { getRequest: () => ({ headers: { authorization } }), getResponse: () => reply };
  return { context: { switchToHttp: () => http } as unknown as ExecutionContext, headers };
}

const guard = (token: string) => new OperatorTokenGuard({ NEWSLETTER_OPERATOR_TOKEN: token } as BffEnv);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as HttpException).getStatus(), body: (error as HttpException).getResponse() };
  }
  throw new Error('expected a refusal');
};

describe('OperatorTokenGuard', () => {
  const token = 'f0c1e5a8b2d94e7a9c3b6d5e4f1a2b3c';

  it('lets the configured bearer token in', () => {
    expect(guard(token).canActivate(context(`Bearer ${token}`).context)).toBe(true);
    expect(guard(token).canActivate(context(`bearer ${token}`).context)).toBe(true);
  });

  it('asks for credentials when none are sent', () => {
    const { context: noHeader, headers } = context();
    expect(refusal(() => guard(token).canActivate(noHeader))).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    expect(headers['WWW-Authenticate']).toBe('Bearer realm="operator"');
    expect(refusal(() => guard(token).canActivate(context(`Token ${token}`).context))).toMatchObject({ status: 401 });
  });

  it('refuses a wrong token, and every token when none is configured', () => {
    const forbidden = { status: 403, body: { detail: 'You do not have permission to perform this action.' } };
    expect(refusal(() => guard(token).canActivate(context(`Bearer ${token}x`).context))).toEqual(forbidden);
    expect(refusal(() => guard('').canActivate(context('Bearer anything').context))).toEqual(forbidden);
  });

  it('compares whole tokens', () => {
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(token.slice(0, -1), token)).toBe(false);
    expect(sameToken('', '')).toBe(false);
  });
});
