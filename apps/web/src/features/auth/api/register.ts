import * as routes from '@quire/shared/routes';
import type { RouteBody, RouteResponse } from '@quire/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RegisterResponse = RouteResponse<typeof routes.register>;

/** Only the status matters (spec §7): any 2xx is a successful registration. */
export const register = (body: RouteBody<typeof routes.register>) => api(routes.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
