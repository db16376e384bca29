import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client.js';

/** The app's QueryClient with its retry rule, retrying at once: a test sees every retry without waiting. */
export function createTestQueryClient() {
  return createQueryClient({ retryDelay: () => 0 });
}

/** `render(…, { wrapper: withQueryClient() })` for a component rendered without the whole app. */
export function withQueryClient(Outer?: (props: { children: ReactNode }) => ReactNode) {
  const client = createTestQueryClient();
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{Outer ? <Outer>{children}</Outer> : children}</QueryClientProvider>;
  };
}
