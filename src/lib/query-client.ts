import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from '@/lib/http-error';

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      // Components render their own error states; failures are logged once here for debugging.
      onError: (error) => console.error(error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) => {
          const status = isHttpError(error) ? error.response?.status : undefined;
          if (status && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
