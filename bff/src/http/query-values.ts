import { z } from 'zod';

/** A parameter given twice counts once, with its last value, as DRF's QueryDict.get reads it. */
export const lastValue = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);

/** A whole number in the query string, `fallback` when absent or blank, in DRF's words otherwise. */
export const queryInteger = (min: number, max: number, fallback: number) =>
  z.preprocess(
    lastValue,
    z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined || value.trim() === '') return fallback;
        const number = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
        if (!Number.isSafeInteger(number)) context.addIssue({ code: 'custom', message: 'A valid integer is required.' });
        else if (number < min)
          context.addIssue({ code: 'custom', message: `Ensure this value is greater than or equal to ${min}.` });
        else if (number > max)
          context.addIssue({ code: 'custom', message: `Ensure this value is less than or equal to ${max}.` });
        return number;
      }),
  );
