// One QueryClient for the app (the shell's provider mounts it). Server state lives here; a mutation
// invalidates the lists and the post it changed, so screens update without a reload.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

const NO_RETRY = new Set([400, 401, 403, 404, 409, 413]);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A member's mistake or a missing post will not fix itself by asking again.
      retry: (failures, error) => !(error instanceof ApiError && NO_RETRY.has(error.status)) && failures < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
