import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { ToasterWhenWanted } from './toaster-when-wanted';

/** `queryClient` is the prerender's, holding the data a page is drawn with; the app makes its own. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        {children}
        <ToasterWhenWanted />
      </AuthProvider>
    </QueryClientProvider>
  );
}
