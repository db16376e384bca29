import { drfFieldErrors } from '../http/valid-body.js';
import { SubscribeBodySchema } from './subscribe-body.schema.js';

const refusal = (body: unknown) => {
  const parsed = SubscribeBodySchema.safeParse(body);
  return parsed.success ? undefined : drfFieldErrors(parsed.error.issues);
};

describe('the newsletter sign-up body', () => {
  it('takes an address, trimmed', () => {
    expect(SubscribeBodySchema.parse({ email: ' jane@example.com ' })).toEqual({ email: 'jane@example.com' });
  });

  it('refuses in the words of DRF’s EmailField', () => {
    expect(refusal({})).toEqual({ email: ['This field is required.'] });
    expect(refusal(undefined)).toEqual({ email: ['This field is required.'] });
    expect(refusal({ email: '  ' })).toEqual({ email: ['This field may not be blank.'] });
    expect(refusal({ email: 42 })).toEqual({ email: ['Not a valid string.'] });
    expect(refusal({ email: 'jane@example' })).toEqual({ email: ['Enter a valid email address.'] });
    expect(refusal({ email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: ['Ensure this field has no more than 254 characters.'],
    });
    expect(refusal(['jane@example.com'])).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
  });
});
