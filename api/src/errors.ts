// The DRF-shaped refusals every bff endpoint answers. Types only, import-free.

/** `{"detail": "..."}`: authentication, permissions, throttling, unknown paths, a service away. */
export interface DetailRefusal {
  detail: string;
}

/** A serializer's refusal: messages by field, the body's own under `non_field_errors`. */
export type FieldRefusal = Record<string, string[]>;
