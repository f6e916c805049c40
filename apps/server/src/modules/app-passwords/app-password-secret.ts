import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 32 random bytes in base32: 52 characters. */
const SECRET_LENGTH = 52;

/**
 * A new app password: 32 random bytes as lower-case base32 in groups of four
 * ("abcd-efgh-…"), easy to type on an e-reader's keyboard, with no letters to confuse.
 */
export function newAppPasswordSecret(): string {
  const bytes = randomBytes(32);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out.match(/.{1,4}/g)!.join('-');
}

/** The secret as typed (any case, with or without the dashes or spaces), when it can be an app password. */
export function normaliseAppPasswordSecret(typed: string): string | undefined {
  const compact = typed.toLowerCase().replace(/[-\s]/g, '');
  return compact.length === SECRET_LENGTH && /^[a-z2-7]+$/.test(compact) ? compact : undefined;
}

/** What is stored: sha256 of the normalised secret (256 random bits need no slow hash; decision 023). */
export const hashAppPasswordSecret = (normalised: string) =>
  createHash('sha256').update(normalised).digest('hex');

/** KOReader's key for a password: the MD5 (hex) of the password as typed into the device. */
export const koreaderKeyOf = (typed: string) => createHash('md5').update(typed, 'utf8').digest('hex');

/** What is stored for a KOReader key (an MD5 in hex, any case): hashed like the secret. */
export const hashKoreaderKey = (key: string) =>
  createHash('sha256').update(`koreader:${key.toLowerCase()}`).digest('hex');

/**
 * The stored hashes of the keys KOReader may send for a new app password: typed as shown (with
 * its dashes) or without them (decision 055).
 */
export const koreaderKeyHashes = (secret: string) => ({
  koreaderKey: hashKoreaderKey(koreaderKeyOf(secret)),
  koreaderKeyCompact: hashKoreaderKey(koreaderKeyOf(secret.replace(/-/g, ''))),
});
