import { isMessage, type DescEnum, type DescField, type DescMessage, type JsonObject } from '@bufbuild/protobuf';
import { DEFAULT_LIMITS, RULE_MESSAGES, type ContractRules, type FieldRule } from './field-rules.js';
import { codePoints, textRefusal } from './text-refusal.js';

/** DRF's nested field errors: messages under each field, nested messages and list items (by index) as objects. */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}

type Walked = Record<string, unknown>;

/** The messages of one string against its rule and the limits every string gets. */
function stringErrors(text: string, rule: FieldRule): string[] {
  const refusal = textRefusal(text);
  if (refusal) return [refusal];
  const maxLength = rule.maxLength ?? DEFAULT_LIMITS.maxLength;
  if (codePoints(text) > maxLength) return [RULE_MESSAGES.maxLength(maxLength)];
  if (rule.required && !text.trim()) return [RULE_MESSAGES.blank];
  if (rule.pattern && text.trim() !== '' && !rule.pattern.test(text)) return [RULE_MESSAGES.pattern];
  return [];
}

function numberErrors(value: number | bigint, rule: FieldRule): string[] {
  if (rule.min !== undefined && value < rule.min) return [RULE_MESSAGES.min(rule.min)];
  if (rule.max !== undefined && value > rule.max) return [RULE_MESSAGES.max(rule.max)];
  return [];
}

/** The errors of one value of `field` (an item of a list or the field's single value). */
function valueErrors(field: DescField, value: unknown, path: string, rules: ContractRules): string[] | FieldErrors {
  const rule = rules[path] ?? {};
  const schema = schemaOf(field);
  if (schema && isMessage(value)) return messageErrors(schema, value as Walked, rules, `${path}.`);
  const choices = enumOf(field);
  if (choices) return choices.values.some((entry) => entry.number === value) ? [] : [RULE_MESSAGES.choice(value)];
  if (typeof value === 'string') return stringErrors(value, rule);
  if (typeof value === 'number' || typeof value === 'bigint') return numberErrors(value, rule);
  return [];
}

const enumOf = (field: DescField): DescEnum | undefined =>
  field.fieldKind === 'enum' || (field.fieldKind === 'list' && field.listKind === 'enum') ? field.enum : undefined;

const schemaOf = (field: DescField): DescMessage | undefined =>
  field.fieldKind === 'message' || (field.fieldKind === 'list' && field.listKind === 'message') ? field.message : undefined;

const hasErrors = (errors: string[] | FieldErrors) =>
  Array.isArray(errors) ? errors.length > 0 : Object.keys(errors).length > 0;

/** The value a member holds: a field's own, or a oneof's when it selects this field. */
function presentFields(schema: DescMessage, message: Walked): [DescField, unknown][] {
  const present: [DescField, unknown][] = [];
  for (const member of schema.members) {
    if (member.kind === 'oneof') {
      const selected = message[member.localName] as { case?: string; value?: unknown } | undefined;
      const field = member.fields.find(({ localName }) => localName === selected?.case);
      if (field) present.push([field, selected!.value]);
    } else present.push([member, message[member.localName]]);
  }
  return present;
}

function messageErrors(schema: DescMessage, message: Walked, rules: ContractRules, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of presentFields(schema, message)) {
    const path = `${prefix}${field.name}`;
    const rule = rules[path] ?? {};
    let found: string[] | FieldErrors = [];
    if (field.fieldKind === 'list') {
      const items = value as unknown[];
      const maxItems = rule.maxItems ?? DEFAULT_LIMITS.maxItems;
      if (items.length > maxItems) found = [RULE_MESSAGES.maxItems(maxItems)];
      else if (rule.required && items.length === 0) found = [RULE_MESSAGES.required];
      else {
        const byIndex: FieldErrors = {};
        items.forEach((item, index) => {
          const itemErrors = valueErrors(field, item, path, rules);
          if (hasErrors(itemErrors)) byIndex[String(index)] = itemErrors;
        });
        found = byIndex;
      }
    } else if (field.fieldKind === 'map') {
      const entries = Object.entries((value ?? {}) as Walked);
      const maxItems = rule.maxItems ?? DEFAULT_LIMITS.maxItems;
      if (entries.length > maxItems) found = [RULE_MESSAGES.maxItems(maxItems)];
      else {
        const strings = entries.flatMap(([key, item]) => (typeof item === 'string' ? [key, item] : [key]));
        found = strings.map((text) => stringErrors(text, {})).find((messages) => messages.length) ?? [];
      }
    } else if (value === undefined || value === null) {
      if (rule.required) found = [RULE_MESSAGES.required];
    } else found = valueErrors(field, value, path, rules);
    if (hasErrors(found)) errors[field.name] = found;
  }
  return errors;
}

/**
 * DRF's field errors for a decoded request against its message and the handler's rules, or
 * undefined when it may be handled. The check a service makes at its contract, whatever the bff
 * already checked: a request may come from any NATS client.
 */
export function checkMessage<S extends DescMessage>(
  schema: S,
  message: unknown,
  rules: ContractRules = {},
): JsonObject | undefined {
  const errors = messageErrors(schema, message as Walked, rules);
  return Object.keys(errors).length ? (errors as unknown as JsonObject) : undefined;
}
