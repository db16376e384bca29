import { api } from '../api/api-client.js';

/** Fire-and-forget: analytics must never disturb the user, so every failure is ignored. */
export function reportPageView(path: string): void {
  api.post<void>('/api/page-views/', { path }, { keepalive: true }).catch(() => undefined);
}
