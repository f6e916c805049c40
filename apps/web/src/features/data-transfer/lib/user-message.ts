import { isApiError } from '@/lib/api-client';
import { ImportFileError } from '../api/import-reading-csv';

/** The server's or the page's own refusal as it said it; anything else (5xx, network) generically. */
export const userMessageOf = (error: unknown, fallback: string) =>
  error instanceof ImportFileError || (isApiError(error) && error.status > 0 && error.status < 500)
    ? error.message
    : fallback;
