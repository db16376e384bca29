import type { MessageInitShape } from '@bufbuild/protobuf';
import { FormValue_Unreadable, Problem_Kind, type FormValueSchema } from '@mc/proto';
import { pythonStr } from '@mc/runtime';
import { notADictionary } from './drf-form.js';
import { ProblemException } from './outcome.js';

type FormValueInit = MessageInitShape<typeof FormValueSchema>;
export type DjoserForm = Readonly<Record<string, unknown>>;

/**
 * A Djoser form's shape rules, the bff's to apply (identity applies the serializer's rules to the
 * typed fields): the first step of DRF's `Serializer.run_validation`: no body is DRF's empty
 * form; a JSON `null` is "No data provided" (DRF's `Serializer.errors` rewrites the "null" error);
 * any other value that is no object is refused by `to_internal_value`.
 */
export function readDjoserForm(body: unknown): { form: DjoserForm } | { refusal: ProblemException } {
  if (body === undefined) return { form: {} };
  if (body === null) return { refusal: formRefusal('no_data', 'No data provided') };
  if (typeof body !== 'object' || Array.isArray(body)) {
    return { refusal: formRefusal('not_a_dict', notADictionary(body)) };
  }
  return { form: body as DjoserForm };
}

/** The form of a Djoser route's body, or its refusal thrown. */
export function djoserForm(body: unknown): DjoserForm {
  const read = readDjoserForm(body);
  if ('refusal' in read) throw read.refusal;
  return read.form;
}

const formRefusal = (code: string, message: string) =>
  new ProblemException({ kind: Problem_Kind.INVALID, errors: [{ field: '', code, message }] });

const unreadable = (kind: FormValue_Unreadable): FormValueInit => ({ value: { case: 'unreadable', value: kind } });
const text = (value: string): FormValueInit => ({ value: { case: 'text', value } });

/**
 * One CharField of the form as identity reads it (DRF's `Field.get_value` and the type check of
 * `CharField.to_internal_value`): undefined for a key the body does not have (own keys only, so
 * `toString` is never given), text for a string or a number (Python's `str()` of it), null and
 * any other JSON value as unreadable.
 */
export function charValue(form: DjoserForm, name: string): FormValueInit | undefined {
  if (!Object.hasOwn(form, name)) return undefined;
  const value = form[name];
  if (value === null) return unreadable(FormValue_Unreadable.NULL);
  if (typeof value === 'string' || typeof value === 'number') return text(pythonStr(value));
  return unreadable(FormValue_Unreadable.NOT_TEXT);
}

/** A ChoiceField (DRF compares `str(value)` with the choices): any value but null is its text. */
export function choiceValue(form: DjoserForm, name: string): FormValueInit | undefined {
  if (!Object.hasOwn(form, name)) return undefined;
  const value = form[name];
  return value === null ? unreadable(FormValue_Unreadable.NULL) : text(pythonStr(value));
}

/** The client sends `firstName` in some forms; DRF reads only `first_name`, which wins when both come. */
export const aliasedCharValue = (form: DjoserForm, name: string, alias: string) =>
  Object.hasOwn(form, name) ? charValue(form, name) : charValue(form, alias);
