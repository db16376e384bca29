import { BadRequestException, Body, Query, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/** The answer body for a refused input, built from the schema's issues (their messages are the spec's). */
export type Refusal = (issues: z.core.$ZodIssue[]) => Record<string, unknown>;

/**
 * DRF's serializer errors: every message under its top-level field, the body's own under
 * `non_field_errors`.
 */
export const drfFieldErrors: Refusal = (issues) => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
};

/** The billing endpoints' older shape (spec §7: the client reads `error`): the first refusal only. */
export const firstError: Refusal = (issues) => ({ error: issues[0].message });

class SchemaPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly refusal: Refusal,
  ) {}

  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) throw new BadRequestException(this.refusal(parsed.error.issues));
    return parsed.data;
  }
}

/** The request body parsed by `schema` (type the parameter `z.output<typeof schema>`), or a 400. */
export const ValidBody = <S extends z.ZodType>(schema: S, refusal: Refusal = drfFieldErrors) =>
  Body(new SchemaPipe(schema, refusal));

/** The query string parsed by `schema` (values are strings: use `z.coerce`), or a 400. */
export const ValidQuery = <S extends z.ZodType>(schema: S, refusal: Refusal = drfFieldErrors) =>
  Query(new SchemaPipe(schema, refusal));
