import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { koreaderDigest } from './koreader-digest.js';

/** KOReader's rule written out by hand for one size: the samples it reads, in order. */
function byHand(bytes: Uint8Array, offsets: number[]) {
  const md5 = createHash('md5');
  for (const offset of offsets) md5.update(bytes.subarray(offset, offset + 1024));
  return md5.digest('hex');
}

describe('koreaderDigest', () => {
  const file = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251);

  it('samples 1 KiB at 0, 1 KiB, 4 KiB, 16 KiB, 64 KiB and 256 KiB of a 300 KB file', () => {
    expect(koreaderDigest(file)).toBe(byHand(file, [0, 1024, 4096, 16_384, 65_536, 262_144]));
  });

  it('stops at the end and takes what is left of a sample that runs past it', () => {
    const small = file.subarray(0, 5000);
    expect(koreaderDigest(small)).toBe(byHand(small, [0, 1024, 4096]));
    expect(koreaderDigest(small.subarray(0, 1024))).toBe(byHand(small, [0]));
  });

  it('changes with a byte inside a sample and not with one between samples', () => {
    const changed = Uint8Array.from(file);
    changed[3000] = (changed[3000]! + 1) % 256;
    expect(koreaderDigest(changed)).toBe(koreaderDigest(file));
    changed[4100] = (changed[4100]! + 1) % 256;
    expect(koreaderDigest(changed)).not.toBe(koreaderDigest(file));
  });
});
