import * as routes from '@quire/shared/routes';
import type { RouteBody, RouteResponse } from '@quire/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LoginResponse = RouteResponse<typeof routes.login>;

export const login = (body: RouteBody<typeof routes.login>) => api(routes.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
