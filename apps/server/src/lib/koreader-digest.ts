import { createHash } from 'node:crypto';

/**
 * KOReader's "binary" document digest of a file (its `util.partialMD5`): the MD5 of up to twelve
 * 1 KiB samples, read at 0, 1 KiB, 4 KiB, 16 KiB, … 1 GiB (1024 shifted left by 2i for i = -1..10;
 * LuaJIT's 32-bit shift makes the first 0). A sample past the end stops the reading; one that
 * runs past it is what is left. Lower-case hex, as the plugin sends it.
 */
export function koreaderDigest(bytes: Uint8Array): string {
  const md5 = createHash('md5');
  for (let i = -1; i <= 10; i++) {
    const offset = i < 0 ? 0 : 1024 * 4 ** i;
    if (offset >= bytes.length) break;
    md5.update(bytes.subarray(offset, Math.min(offset + 1024, bytes.length)));
  }
  return md5.digest('hex');
}
