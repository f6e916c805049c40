import * as routes from '@quire/shared/routes';
import type { RouteBody } from '@quire/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/auth/password: answers a fresh token; every other session is signed out. */
export const changePassword = (body: RouteBody<typeof routes.changePassword>) =>
  api(routes.changePassword, { body });

/** POST /api/auth/logout-all: every token of the user stops working, this one included. */
export const logoutEverywhere = () => api(routes.logoutEverywhere);

/** DELETE /api/auth/user with the password and whether to keep the published books. */
export const deleteAccount = (body: RouteBody<typeof routes.deleteAccount>) =>
  api(routes.deleteAccount, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
