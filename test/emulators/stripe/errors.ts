export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

/** The body of Stripe's `{ error: … }` answers; the SDK maps the HTTP status to its error classes. */
export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: object;
  setup_intent?: object;
  payment_method?: object;
}

/** Thrown by handlers; the router turns it into Stripe's error answer with the right status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    /**
     * The parameters failed validation before the endpoint did anything. Stripe keeps no idempotent
     * answer for such a request (a corrected retry may reuse its key); for every other it does.
     */
    readonly validation = false,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export const invalidRequest = (message: string, param?: string, code?: string): StripeApiError =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code, doc_url: docUrl(code) } : {}),
  });

/** A parameter refused by validation (wrong type, format or value), before the endpoint ran. */
export const invalidParameter = (message: string, param: string, code?: string): StripeApiError => {
  const { status, body } = invalidRequest(message, param, code);
  return new StripeApiError(status, body, true);
};

export const missingParam = (param: string): StripeApiError =>
  invalidParameter(`Missing required param: ${param}.`, param, 'parameter_missing');

export const unknownParam = (param: string): StripeApiError =>
  invalidParameter(
    `Received unknown parameter: ${param}. The emulator follows the API version the installed stripe SDK pins.`,
    param,
    'parameter_unknown',
  );

/** Stripe names the missing object in words: "No such customer: 'cus_123'". */
export const resourceMissing = (objectName: string, id: string, param = 'id'): StripeApiError =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    message: `No such ${objectName}: '${id}'`,
    param,
  });

export const cardError = (
  fields: { code: string; message: string; decline_code?: string; param?: string },
  related: Pick<StripeErrorBody, 'payment_intent' | 'setup_intent' | 'payment_method'> = {},
): StripeApiError => new StripeApiError(402, { type: 'card_error', doc_url: docUrl(fields.code), ...fields, ...related });

export const idempotencyMismatch = (key: string): StripeApiError =>
  new StripeApiError(400, {
    type: 'idempotency_error',
    message:
      `Keys for idempotent requests can only be used with the same parameters they were first used with. ` +
      `Try using a key other than '${key}' if you meant to execute a different request.`,
  });

export const authenticationError = (message: string): StripeApiError =>
  new StripeApiError(401, { type: 'invalid_request_error', message });

export const routeMissing = (method: string, path: string): StripeApiError =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). The Stripe emulator does not implement this endpoint; see test/emulators/stripe/README.md.`,
  });
