import { ContactFormSchema, isBot } from './contact-form.schema.js';

const valid = { name: 'Dana Reyes', email: 'dana@example.com', topic: 'data', message: 'The FDA calendar shows an old date.' };
const refusal = (body: unknown) => {
  const parsed = ContactFormSchema.safeParse(body);
  if (parsed.success) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
  return errors;
};

describe('ContactFormSchema', () => {
  it('accepts a filled form, trimmed', () => {
    expect(ContactFormSchema.parse({ ...valid, name: '  Dana Reyes ' })).toMatchObject({ ...valid, name: 'Dana Reyes' });
  });

  it('refuses every field in DRF’s words', () => {
    expect(refusal({})).toEqual({
      name: ['This field is required.'],
      email: ['This field is required.'],
      topic: ['This field is required.'],
      message: ['This field is required.'],
    });
    expect(refusal({ name: ' ', email: 'dana', topic: 'gossip', message: 'Too short' })).toEqual({
      name: ['This field may not be blank.'],
      email: ['Enter a valid email address.'],
      topic: ['"gossip" is not a valid choice.'],
      message: ['Ensure this field has at least 10 characters.'],
    });
    expect(refusal({ ...valid, name: 7, message: 'x'.repeat(5001) })).toEqual({
      name: ['Not a valid string.'],
      message: ['Ensure this field has no more than 5000 characters.'],
    });
    expect(refusal({ ...valid, name: 'Dana\r\nBcc: all@example.com' })).toEqual({ name: ['Enter your name on one line.'] });
    expect(refusal([valid])).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
  });

  it('tells a bot by its filled-in hidden field', () => {
    expect(isBot(ContactFormSchema.parse(valid))).toBe(false);
    expect(isBot(ContactFormSchema.parse({ ...valid, website: '' }))).toBe(false);
    expect(isBot(ContactFormSchema.parse({ ...valid, website: 'https://spam.example' }))).toBe(true);
    expect(isBot(ContactFormSchema.parse({ ...valid, website: 1 }))).toBe(true);
  });
});
