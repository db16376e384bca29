import { apiBaseUrl } from '../config/env.js';
import { createHttpClient } from './http-client.js';
import { readStoredToken } from './token-storage.js';

/** The client for the bff: every spec §7 path, with the stored token when there is one. */
export const api = createHttpClient({ baseUrl: apiBaseUrl, readToken: readStoredToken });
