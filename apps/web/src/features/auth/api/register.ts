import type { RegisterBody, registerResponseSchema } from '@quire/shared';
import { useMutation } from '@tanstack/react-query';
import { post } from '@/lib/api-client';

export type RegisterResponse = ReturnType<typeof registerResponseSchema.parse>;

/** Only the status matters (spec §7): any 2xx is a successful registration. */
export const register = (body: RegisterBody) => post<RegisterResponse>('/api/auth/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
