import { PROFILE_MESSAGES, VALIDATION } from '@quire/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { profileSaveErrorMessage, validateProfileForSave } from './update-profile';

const complete = {
  name: 'Ada',
  email: 'ada@example.com',
  readingPreferences: [],
  notificationSettings: { newComments: true },
  privacySettings: { publicProfile: true },
  theme: 'light',
  language: 'en',
};

describe('validateProfileForSave (spec §5 Profile save)', () => {
  it('accepts a complete profile with a stored token', () => {
    expect(validateProfileForSave(complete, 'token')).toBeNull();
  });

  it.each(['notificationSettings', 'privacySettings', 'readingPreferences', 'theme', 'language'])(
    "answers 'Invalid profile data structure' without %s",
    (field) => {
      expect(validateProfileForSave({ ...complete, [field]: undefined }, 'token')).toBe(
        VALIDATION.invalidProfile,
      );
    },
  );

  it('needs readingPreferences to be an array, and a profile at all', () => {
    expect(validateProfileForSave({ ...complete, readingPreferences: 'Fantasy' as never }, 't')).toBe(
      VALIDATION.invalidProfile,
    );
    expect(validateProfileForSave(null, 't')).toBe(VALIDATION.invalidProfile);
  });

  it("answers 'Authentication token not found' without a token", () => {
    expect(validateProfileForSave(complete, null)).toBe('Authentication token not found');
  });
});

describe('profileSaveErrorMessage (spec §8 Profile save)', () => {
  const http = (status: number, body?: unknown) =>
    new ApiError({ message: 'x', status, code: `HTTP_${status}`, body });

  it('maps status 500 to the server error text even when a message came back', () => {
    expect(profileSaveErrorMessage(http(500, { message: 'boom' }))).toBe(PROFILE_MESSAGES.serverError);
  });
  it("shows any other answer's message field", () => {
    expect(profileSaveErrorMessage(http(409, { message: 'An account with this email already exists' }))).toBe(
      'An account with this email already exists',
    );
    expect(profileSaveErrorMessage(http(503, { message: 'Service temporarily unavailable' }))).toBe(
      'Service temporarily unavailable',
    );
  });
  it('says the server cannot be reached when no answer came', () => {
    expect(
      profileSaveErrorMessage(new ApiError({ message: 'Network Error', status: 0, code: 'ERR_NETWORK' })),
    ).toBe(PROFILE_MESSAGES.unreachable);
  });
  it('falls back to the default text', () => {
    expect(profileSaveErrorMessage(http(400))).toBe(PROFILE_MESSAGES.updateDefault);
    expect(profileSaveErrorMessage(new Error('odd'))).toBe(PROFILE_MESSAGES.updateDefault);
  });
});
