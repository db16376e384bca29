import { pythonTypeName } from '@mc/runtime';
import { z } from 'zod';

/** DRF's refusal of a body that is no object, the same for every serializer. */
export const notADictionary = (body: unknown) => `Invalid data. Expected a dictionary, but got ${pythonTypeName(body)}.`;

/**
 * A serializer's input: an object with `shape`'s fields. DRF reads an empty body as `{}` and
 * refuses any other non-object with the same message for every serializer.
 */
export const drfForm = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((body) => (body === undefined ? {} : body), z.object(shape, { error: (issue) => notADictionary(issue.input) }));
