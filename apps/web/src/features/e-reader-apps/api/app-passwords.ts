import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/token-storage';

type AppPasswordList = RouteResponse<typeof routes.listAppPasswords>;

export const appPasswordsQueryKey = (token: string | null) => ['app-passwords', token] as const;

/** GET /api/profile/app-passwords: the caller's app passwords (never their secrets) and the catalogue address. */
export const getAppPasswords = (signal?: AbortSignal) => api(routes.listAppPasswords, { signal });

export const appPasswordsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: appPasswordsQueryKey(token),
    queryFn: ({ signal }) => getAppPasswords(signal),
    enabled: token !== null,
  });

export function useAppPasswords() {
  return useQuery(appPasswordsQueryOptions(useToken()));
}

/** POST /api/profile/app-passwords: answers the secret, this once. */
export function useCreateAppPassword() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(routes.createAppPassword, { body: { name } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<AppPasswordList>(appPasswordsQueryKey(token), (list) =>
        list ? { ...list, appPasswords: [answer.appPassword, ...list.appPasswords] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: appPasswordsQueryKey(token) });
    },
  });
}

/** DELETE /api/profile/app-passwords/:id: the device signs in no more. */
export function useRevokeAppPassword() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(routes.revokeAppPassword, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AppPasswordList>(appPasswordsQueryKey(token), (list) =>
        list ? { ...list, appPasswords: list.appPasswords.filter((p) => p.id !== id) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: appPasswordsQueryKey(token) });
    },
  });
}
