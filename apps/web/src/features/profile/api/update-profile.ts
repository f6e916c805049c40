import { PROFILE_MESSAGES, VALIDATION } from '@quire/shared/messages';
import * as routes from '@quire/shared/routes';
import type { RouteBody, RouteResponse } from '@quire/shared/routes';
import type { UserResponse } from '@quire/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { getToken } from '@/lib/token-storage';

/** The whole profile object as the form holds it (the spec sends all of it). */
export type ProfileObject = Partial<UserResponse> & Record<string, unknown>;

export type UpdateProfileResponse = RouteResponse<typeof routes.updateProfile>;

/**
 * Spec §5 Profile save: the profile must exist and hold notificationSettings, privacySettings,
 * readingPreferences (an array), theme and language; a stored token is required. Answers the
 * message to show, or null when the profile may be sent.
 */
export function validateProfileForSave(
  profile: Record<string, unknown> | null | undefined,
  token: string | null,
) {
  if (
    !profile ||
    profile.notificationSettings == null ||
    profile.privacySettings == null ||
    !Array.isArray(profile.readingPreferences) ||
    profile.theme == null ||
    profile.language == null
  )
    return VALIDATION.invalidProfile;
  if (!token) return VALIDATION.tokenMissingProfile;
  return null;
}

/** Spec §8 Profile save: the message for a failed save. */
export function profileSaveErrorMessage(error: unknown): string {
  if (!isApiError(error)) return PROFILE_MESSAGES.updateDefault;
  // No answer at all (network failure or timeout).
  if (error.status === 0) return PROFILE_MESSAGES.unreachable;
  if (error.status === 500) return PROFILE_MESSAGES.serverError;
  const body = error.body as { message?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body.message === 'string' && body.message !== '')
    return body.message;
  return PROFILE_MESSAGES.updateDefault;
}

/** Thrown before any request when the profile or the token is missing. */
export class ProfileValidationError extends Error {}

/** PUT /api/auth/user with the whole profile and a request-id header holding the current timestamp. */
export async function updateProfile(profile: ProfileObject): Promise<UpdateProfileResponse> {
  const problem = validateProfileForSave(profile, getToken());
  if (problem) throw new ProfileValidationError(problem);
  return api(routes.updateProfile, {
    body: profile as RouteBody<typeof routes.updateProfile>,
    headers: { 'request-id': String(Date.now()) },
  });
}

export const saveErrorMessage = (error: unknown) =>
  error instanceof ProfileValidationError ? error.message : profileSaveErrorMessage(error);

export function useUpdateProfile(options: { onSuccess?: (user: UserResponse) => void } = {}) {
  const { onSuccess } = options;
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => onSuccess?.(answer.user),
  });
}
