import { BadRequestException } from '@nestjs/common';

/** The billing endpoints' refusal shape (spec §7: the client reads `error`). */
export const badRequest = (message: string) => new BadRequestException({ error: message });

export type Body = Record<string, unknown>;

/** The JSON body as an object; no body is an empty one. */
export function bodyObject(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
  return body as Body;
}

export function requiredText(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw badRequest(`${field} is required.`);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string.`);
  if (value.length > 255) throw badRequest(`${field} is too long.`);
  return value;
}

export function optionalText(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`${field} must be a string.`);
  if (value.length > 255) throw badRequest(`${field} is too long.`);
  return value;
}

/** A positive whole number, given as a number or as digits (forms send ids as text). */
export function requiredId(body: Body, field: string): number {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw badRequest(`${field} is required.`);
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw badRequest(`${field} must be a positive whole number.`);
  return id;
}

export interface CartItemInput {
  id: number;
  name: string;
  price: number;
}

/** The spec's cart: `[{id, name, price (cents), description}]`. */
export function cartItems(body: Body): CartItemInput[] {
  const items = body.cartItems;
  if (items === undefined || items === null) throw badRequest('cartItems is required.');
  if (!Array.isArray(items) || items.length > 10) throw badRequest('cartItems must be a list of at most 10 items.');
  return items.map((item: unknown) => {
    const fields = bodyObject(item);
    const price = fields.price;
    if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0)
      throw badRequest('Each cart item needs a price in cents.');
    const name = fields.name;
    return { id: requiredId(fields, 'id'), name: typeof name === 'string' ? name.slice(0, 255) : '', price };
  });
}
