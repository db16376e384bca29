import { jsonAnswer } from '../answers.js';
import type { Route } from '../route.js';

export const healthRoutes: readonly Route[] = [
  { method: 'GET', path: '/healthz', audience: 'emulator', handle: () => jsonAnswer(200, { status: 'ok' }) },
];
