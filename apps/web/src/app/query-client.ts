import { QueryClient } from '@tanstack/react-query';
import { onSignOut } from '../api/session';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

onSignOut(() => queryClient.clear());
