import { AUTH_MESSAGES } from '@quire/shared/messages';
import { isApiError, TIMEOUT_ERROR_CODE } from '@/lib/api-client';

const serverMessageOf = (error: unknown): string | undefined => {
  if (!isApiError(error)) return undefined;
  const { body } = error;
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message || undefined;
  }
  return undefined;
};

/** The toast text for a failed sign-in or registration (spec §8 Authentication). */
export function getAuthErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === TIMEOUT_ERROR_CODE) return AUTH_MESSAGES.timeout;
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Network Error')) return AUTH_MESSAGES.network;
  return serverMessageOf(error) || message || AUTH_MESSAGES.fallback;
}
