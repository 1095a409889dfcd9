import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { BasketProvider } from '../lib/basket';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One retry, then the screen's own error state with its Retry button: a customer should not wait long.
      queries: { retry: 1, refetchOnWindowFocus: true },
    },
  });
}

/**
 * Everything the screens rely on: data fetching, toasts and the basket (which reads the menu's promotions). A
 * server-rendered page passes the query client it seeded with the menu the HTML was drawn from.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <BasketProvider>{children}</BasketProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
