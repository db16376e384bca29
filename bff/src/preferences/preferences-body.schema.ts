import { z } from 'zod';
import { drfForm } from '../http/drf-form.js';

/**
 * `PATCH /api/preferences/` as DRF's partial update reads it: every field optional, a field's type
 * refused in DRF's words. Whether a zone exists is identity's rule (it owns the zone), answered as
 * `{"time_zone": ["\"…\" is not a valid time zone."]}`.
 */
export const PreferencesBodySchema = drfForm({
  time_zone: z
    .string({ error: (issue) => (issue.input === null ? 'This field may not be null.' : 'Not a valid string.') })
    .optional(),
});

export type PreferencesBody = z.output<typeof PreferencesBodySchema>;
