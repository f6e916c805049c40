import { unzipSync } from 'fflate';

/** Limits on a zip (an EPUB) before anything in it is inflated. */
export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;

export type ZipProblem = 'notZip' | 'unsafePath' | 'tooManyEntries' | 'tooLarge';

/** A zip refused before or while reading it; `problem` picks the message. */
export class ZipRefusal extends Error {
  constructor(readonly problem: ZipProblem) {
    super(problem);
    this.name = 'ZipRefusal';
  }
}

export interface ZipEntry {
  name: string;
  /** Declared in the central directory. */
  compressedSize: number;
  originalSize: number;
  compression: number;
}

/** Whether a zip entry name stays inside the archive: no `..`, no absolute path, no backslash. */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  return !name.split('/').some((segment) => segment === '..');
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Whether the bytes start like a zip file (a local file header). */
export const looksLikeZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

/**
 * A zip read defensively: the central directory is listed and checked first (entry count, total
 * declared size, entry names) without inflating anything; then only the entries asked for are
 * inflated, each into a buffer of its declared size, so a stream that inflates to more than it
 * declared cannot grow past it, and the bytes inflated in all stay under the total limit.
 */
export class SafeZip {
  readonly entries: ReadonlyMap<string, ZipEntry>;
  private inflated = 0;

  constructor(private readonly data: Uint8Array) {
    if (!looksLikeZip(data)) throw new ZipRefusal('notZip');
    const entries = new Map<string, ZipEntry>();
    let count = 0;
    let total = 0;
    try {
      unzipSync(data, {
        filter: (file) => {
          count += 1;
          total += file.originalSize;
          if (count > ZIP_MAX_ENTRIES) throw new ZipRefusal('tooManyEntries');
          if (total > ZIP_MAX_UNCOMPRESSED_BYTES) throw new ZipRefusal('tooLarge');
          if (!isSafeEntryName(file.name)) throw new ZipRefusal('unsafePath');
          entries.set(file.name, {
            name: file.name,
            compressedSize: file.size,
            originalSize: file.originalSize,
            compression: file.compression,
          });
          return false;
        },
      });
    } catch (error) {
      if (error instanceof ZipRefusal) throw error;
      throw new ZipRefusal('notZip');
    }
    this.entries = entries;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes, or undefined when there is no such entry. */
  read(name: string): Uint8Array | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.compression !== 0 && entry.compression !== 8) throw new ZipRefusal('notZip');
    this.inflated += entry.originalSize;
    if (this.inflated > ZIP_MAX_UNCOMPRESSED_BYTES) throw new ZipRefusal('tooLarge');
    let out: Uint8Array | undefined;
    try {
      out = unzipSync(this.data, { filter: (file) => file.name === name })[name];
    } catch {
      throw new ZipRefusal('notZip');
    }
    if (!out) return undefined;
    // Stored or inflated, never more than declared: anything past it is a lie about the size.
    return out.length > entry.originalSize ? out.subarray(0, entry.originalSize) : out;
  }

  /** The entry as UTF-8 text (a byte order mark dropped). */
  readText(name: string): string | undefined {
    const bytes = this.read(name);
    if (!bytes) return undefined;
    return new TextDecoder('utf-8').decode(bytes);
  }
}
