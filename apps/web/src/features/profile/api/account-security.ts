import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  DeleteAccountBody,
  DeleteAccountResponse,
} from '@quire/shared';
import { useMutation } from '@tanstack/react-query';
import { del, post, put } from '@/lib/api-client';

/** PUT /api/auth/password: answers a fresh token; every other session is signed out. */
export const changePassword = (body: ChangePasswordBody) =>
  put<ChangePasswordResponse>('/api/auth/password', body);

/** POST /api/auth/logout-all: every token of the user stops working, this one included. */
export const logoutEverywhere = () => post<{ message: string }>('/api/auth/logout-all');

/** DELETE /api/auth/user with the password and whether to keep the published books. */
export const deleteAccount = (body: DeleteAccountBody) =>
  del<DeleteAccountResponse>('/api/auth/user', { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
