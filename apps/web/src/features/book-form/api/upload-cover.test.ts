import { COVER_MAX_BYTES } from '@quire/shared/constants';
import { IMAGE_UPLOAD_MESSAGES, VALIDATION } from '@quire/shared/messages';
import { describe, expect, it } from 'vitest';
import { CoverUploadError, checkCoverFile, coverUploadErrorMessage, readUploadAnswer } from './upload-cover';

describe('checkCoverFile', () => {
  it('accepts an image under 5 MB', () => {
    expect(checkCoverFile({ type: 'image/png', size: 1024 })).toBeNull();
    expect(checkCoverFile({ type: 'image/jpeg', size: COVER_MAX_BYTES })).toBeNull();
  });

  it('refuses anything that is not an image', () => {
    expect(checkCoverFile({ type: 'application/pdf', size: 10 })).toBe(VALIDATION.coverInvalidType);
    expect(checkCoverFile({ type: '', size: 10 })).toBe('Please upload a valid image file');
  });

  it('refuses images over 5 MB', () => {
    expect(checkCoverFile({ type: 'image/png', size: COVER_MAX_BYTES + 1 })).toBe(
      'Cover image size must be less than 5MB',
    );
  });
});

describe('coverUploadErrorMessage', () => {
  it('reads a 400 as invalid upload parameters', () => {
    expect(coverUploadErrorMessage(400, { message: 'anything' })).toBe(
      'Invalid upload parameters. Please check the file and try again.',
    );
  });

  it("prefixes the host's message with 'Upload failed: '", () => {
    expect(coverUploadErrorMessage(415, { message: 'Please upload a valid image file', code: 'X' })).toBe(
      'Upload failed: Please upload a valid image file',
    );
  });

  it('falls back to the retry message without a usable answer', () => {
    expect(coverUploadErrorMessage(502, undefined)).toBe(IMAGE_UPLOAD_MESSAGES.retry);
    expect(coverUploadErrorMessage(0, undefined)).toBe('Failed to upload image. Please try again.');
  });
});

describe('readUploadAnswer', () => {
  it('needs a secure_url', () => {
    expect(
      readUploadAnswer({ secure_url: '/api/images/1', public_id: '1', width: 2, height: 3 }).secure_url,
    ).toBe('/api/images/1');
    expect(() => readUploadAnswer({ public_id: '1' })).toThrow(CoverUploadError);
    expect(() => readUploadAnswer('<html>')).toThrow(/^Invalid response from/);
  });
});
