import { encodeExtended } from 'content-disposition';

/**
 * Half of a character outside the Basic Multilingual Plane with no other half: typed into a title,
 * or left by cutting a name short. `encodeURIComponent` (under `encodeExtended`) throws on one,
 * so each becomes U+FFFD.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** What a plain file name is not made of: anything but letters, digits, '.', '_' and '-'. */
const NOT_PLAIN = /[^A-Za-z0-9._-]+/g;

/**
 * The `Content-Disposition` of a download: `attachment` and the plain name, quoted (every client
 * reads it; anything but letters, digits, '.', '_' and '-' in it becomes '-'), and with `fullName`
 * that name too, RFC 8187-encoded by the content-disposition package, for clients that read UTF-8.
 */
export function attachmentHeader(plainName: string, fullName?: string): string {
  const quoted = `attachment; filename="${plainName.replace(NOT_PLAIN, '-')}"`;
  if (fullName === undefined) return quoted;
  return `${quoted}; filename*=${encodeExtended(fullName.replace(LONE_SURROGATE, '\uFFFD'))}`;
}
