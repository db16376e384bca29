import type { EmulatorRequest } from './route.js';

// Benzinga takes the key either as `Authorization: token <key>` or as the `token` query parameter.
export function carriesApiKey(request: EmulatorRequest, apiKey: string): boolean {
  const header = request.headers.authorization?.match(/^token\s+(\S+)\s*$/i)?.[1];
  return header === apiKey || request.url.searchParams.get('token') === apiKey;
}
