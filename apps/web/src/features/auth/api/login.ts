import type { LoginBody, loginResponseSchema } from '@quire/shared';
import { useMutation } from '@tanstack/react-query';
import { post } from '@/lib/api-client';

export type LoginResponse = ReturnType<typeof loginResponseSchema.parse>;

export const login = (body: LoginBody) => post<LoginResponse>('/api/auth/login', body);

export const useLogin = () => useMutation({ mutationFn: login });
