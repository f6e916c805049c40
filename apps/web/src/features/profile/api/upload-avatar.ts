import { IMAGE_MAX_BYTES } from '@quire/shared/constants';
import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import type { UserResponse } from '@quire/shared/schemas/auth';
import { ACCOUNT_MESSAGES } from '@quire/shared/messages/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Refused before uploading: not an image, or larger than the server accepts. */
export class AvatarFileError extends Error {}

export function checkAvatarFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return ACCOUNT_MESSAGES.avatarNotAnImage;
  if (file.size > IMAGE_MAX_BYTES) return ACCOUNT_MESSAGES.avatarTooLarge;
  return null;
}

/** POST /api/auth/user/avatar, multipart field `avatar`; the answer carries the avatar's URL. */
export function uploadAvatar(file: File): Promise<RouteResponse<typeof routes.uploadAvatar>> {
  const problem = checkAvatarFile(file);
  if (problem) return Promise.reject(new AvatarFileError(problem));
  const body = new FormData();
  body.append('avatar', file);
  return api(routes.uploadAvatar, { body, timeoutMs: 60_000 });
}

export function useUploadAvatar(options: { onSuccess?: (user: UserResponse) => void } = {}) {
  const { onSuccess } = options;
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (answer) => onSuccess?.(answer.user) });
}
