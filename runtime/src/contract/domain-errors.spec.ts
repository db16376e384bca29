import { fieldErrorList } from './domain-errors.js';
import { RULE_MESSAGES, ruleCode } from './field-rules.js';

describe('fieldErrorList', () => {
  it('keeps the order of fields and messages, nests by dotted path, and empties non_field_errors', () => {
    const messages = {
      price_id: [RULE_MESSAGES.blank, RULE_MESSAGES.maxLength(255)],
      cart_items: { '0': { id: [RULE_MESSAGES.min(1)] } },
      non_field_errors: [RULE_MESSAGES.notTheContract],
    };
    expect(fieldErrorList(messages, ruleCode)).toEqual([
      { field: 'price_id', code: 'blank', message: 'This field may not be blank.' },
      { field: 'price_id', code: 'max_length', message: 'Ensure this field has no more than 255 characters.' },
      { field: 'cart_items.0.id', code: 'min_value', message: 'Ensure this value is greater than or equal to 1.' },
      { field: '', code: 'not_the_contract', message: 'Invalid data. The request does not match its contract.' },
    ]);
  });
});

describe('ruleCode', () => {
  it('names every refusal of the contract with a stable code', () => {
    expect(ruleCode(RULE_MESSAGES.required)).toBe('required');
    expect(ruleCode(RULE_MESSAGES.pattern)).toBe('invalid');
    expect(ruleCode(RULE_MESSAGES.maxItems(3))).toBe('max_items');
    expect(ruleCode(RULE_MESSAGES.max(9))).toBe('max_value');
    expect(ruleCode(RULE_MESSAGES.choice(99))).toBe('invalid_choice');
    expect(ruleCode('Surrogate characters are not allowed: U+D800.')).toBe('surrogate_characters');
    expect(ruleCode('Null characters are not allowed.')).toBe('null_characters');
  });
});
