import * as routes from '@quire/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/user/avatar with the image in the multipart field `avatar`. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return api(routes.uploadAvatar, { body: form, timeoutMs: 60_000 });
}

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });
