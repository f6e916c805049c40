import { isOnline, isNetworkFailure } from '@/lib/offline/network';
import { NETWORK_ERROR_CODE, ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * The one offline switch of the reader and the highlights: asks the server, and when there is no connection (the browser
 * says so, or the call never got an answer) answers from the device's downloaded copy instead. A
 * book that is not downloaded fails as a network error (the reader shows its offline state).
 */
export async function offlineFallback<T>(
  online: () => Promise<T>,
  offline: () => Promise<T | undefined>,
): Promise<T> {
  if (!isOnline()) {
    const stored = await offline().catch(() => undefined);
    if (stored !== undefined) return stored;
    throw new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0, code: NETWORK_ERROR_CODE });
  }
  try {
    return await online();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await offline().catch(() => undefined);
    if (stored === undefined) throw error;
    return stored;
  }
}
