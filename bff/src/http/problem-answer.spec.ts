import { Problem_Kind } from '@mc/proto';
import { problemAnswer } from './problem-answer.js';

const error = (field: string, code: string, message = `${code} in plain words`) => ({ field, code, message });

describe('problemAnswer', () => {
  it('answers an invalid request with DRF’s field map in the service’s order, in DRF’s and Djoser’s words', () => {
    const answer = problemAnswer({
      kind: Problem_Kind.INVALID,
      errors: [
        error('email', 'email_taken'),
        error('email', 'invalid_email'),
        error('password', 'password_too_short', 'This password is too short. It must contain at least 8 characters.'),
        error('', 'password_mismatch'),
      ],
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toBe(
      JSON.stringify({
        email: ['user with this email address already exists.', 'Enter a valid email address.'],
        password: ['This password is too short. It must contain at least 8 characters.'],
        non_field_errors: ["The two password fields didn't match."],
      }),
    );
  });

  it('nests a dotted path as DRF nests a list item’s fields, and keeps a field named __proto__', () => {
    const answer = problemAnswer({
      kind: Problem_Kind.INVALID,
      errors: [
        error('cart_items.1.id', 'min_value', 'Ensure this value is greater than or equal to 1.'),
        error('__proto__', 'blank'),
      ],
    });
    expect(JSON.stringify(answer.body)).toBe(
      '{"cart_items":{"1":{"id":["Ensure this value is greater than or equal to 1."]}},"__proto__":["This field may not be blank."]}',
    );
  });

  it('answers a refusal of the request as a whole with DRF’s detail and the status its kind means', () => {
    expect(problemAnswer({ kind: Problem_Kind.UNAUTHENTICATED, errors: [error('', 'invalid_token')] })).toEqual({
      status: 401,
      body: { detail: 'Invalid token.' },
    });
    expect(problemAnswer({ kind: Problem_Kind.FORBIDDEN, errors: [error('', 'permission_denied')] })).toEqual({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect(problemAnswer({ kind: Problem_Kind.NOT_FOUND, errors: [error('', 'not_found')] })).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect(problemAnswer({ kind: Problem_Kind.CONFLICT, errors: [error('', 'duplicate')] })).toEqual({
      status: 409,
      body: { detail: 'A record with these values already exists.' },
    });
    expect(problemAnswer({ kind: Problem_Kind.UNAVAILABLE, errors: [error('', 'unavailable')] })).toEqual({
      status: 503,
      body: { detail: 'Service temporarily unavailable.' },
    });
  });

  it('answers billing’s refusals in billing’s shape, and the older sign-up’s in its own', () => {
    const declined = { kind: Problem_Kind.INVALID, errors: [error('', 'card_declined', 'Your card was declined.')] };
    expect(problemAnswer(declined, 'billing')).toEqual({ status: 400, body: { error: 'Your card was declined.' } });
    expect(problemAnswer(declined, 'legacy-signup')).toEqual({
      status: 400,
      body: { success: false, message: 'Your card was declined.' },
    });
    const field = { kind: Problem_Kind.INVALID, errors: [error('price_id', 'null_characters')] };
    expect(problemAnswer(field, 'billing')).toEqual({ status: 400, body: { price_id: ['Null characters are not allowed.'] } });
    expect(problemAnswer(field, 'legacy-signup').body).toEqual({
      success: false,
      message: 'Subscription failed. Please try again.',
    });
    const none = { kind: Problem_Kind.NOT_FOUND, errors: [error('', 'no_subscription', 'No active subscription found.')] };
    expect(problemAnswer(none, 'billing')).toEqual({ status: 404, body: { error: 'No active subscription found.' } });
  });

  it('refuses to answer a problem without a kind', () => {
    expect(() => problemAnswer({ kind: Problem_Kind.UNSPECIFIED, errors: [] })).toThrow('a problem without a kind');
  });
});
