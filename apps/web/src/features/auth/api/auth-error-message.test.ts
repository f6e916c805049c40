import { AUTH_MESSAGES } from '@quire/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getAuthErrorMessage } from './auth-error-message';

describe('getAuthErrorMessage (spec §8 Authentication)', () => {
  it('maps a timeout (ECONNABORTED) to the timeout message', () => {
    const error = new ApiError({ message: 'timeout of 15000ms exceeded', status: 0, code: 'ECONNABORTED' });
    expect(getAuthErrorMessage(error)).toBe('Request timeout. Please try again.');
  });

  it("maps any error whose message contains 'Network Error' to the network message", () => {
    expect(
      getAuthErrorMessage(new ApiError({ message: 'Network Error', status: 0, code: 'ERR_NETWORK' })),
    ).toBe('Network error. Please check your connection.');
    expect(getAuthErrorMessage(new Error('Network Error while posting'))).toBe(AUTH_MESSAGES.network);
  });

  it("prefers the server answer's message field", () => {
    const error = new ApiError({
      message: 'ignored',
      status: 409,
      code: 'EMAIL_TAKEN',
      body: { message: 'An account with this email already exists', code: 'EMAIL_TAKEN' },
    });
    expect(getAuthErrorMessage(error)).toBe('An account with this email already exists');
  });

  it("falls back to the error's own message, then to the generic message", () => {
    expect(
      getAuthErrorMessage(
        new ApiError({ message: 'Request failed with status code 500', status: 500, code: 'HTTP_500' }),
      ),
    ).toBe('Request failed with status code 500');
    expect(getAuthErrorMessage(new Error(''))).toBe('Authentication failed. Please try again.');
    expect(getAuthErrorMessage('weird')).toBe(AUTH_MESSAGES.fallback);
  });
});
