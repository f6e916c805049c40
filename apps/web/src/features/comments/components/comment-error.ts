import { isApiError } from '@/lib/api-client';

/** The server's message for a failed comment action, or `fallback` when it never answered. */
export const commentErrorText = (error: unknown, fallback: string) =>
  isApiError(error) && error.status > 0 ? error.message : fallback;
