import { BadRequestException } from '@nestjs/common';
import type { JsonObject } from '@bufbuild/protobuf';

/** Python's name for a JSON value's type, as DRF prints it. */
function pythonType(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return 'dict';
}

/**
 * The request body as a serializer's input. DRF treats an empty body as `{}` and refuses any
 * other non-object with the same message for every serializer.
 */
export function formOf(body: unknown): JsonObject {
  if (body === undefined) return {};
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as JsonObject;
  throw new BadRequestException({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonType(body)}.`] });
}
