import { inflateRawSync } from 'node:zlib';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './import-limits.js';

export type ZipProblem =
  | 'notZip'
  | 'unsafePath'
  | 'tooManyEntries'
  | 'tooLarge'
  | 'tooCompressed'
  | 'overlapping';

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
  /** Where the entry's local header starts. */
  offset: number;
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

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Entries smaller than this may compress as well as they like (a page of spaces). */
const RATIO_FLOOR_BYTES = 1024 * 1024;

const utf8 = new TextDecoder('utf-8');

/**
 * A zip read defensively, in one pass over its central directory (linear in its entries): the
 * entry count, the declared sizes (in total, and each one's compression ratio), the names and the
 * entries' byte ranges (overlapping entries are how the smallest zip bombs work) are checked
 * before anything is inflated. Then only the entries asked for are inflated, each by zlib with
 * its output capped at the size it declared and the bytes inflated in all counted against the
 * limit, so a stream that inflates to more than it says is stopped as it is produced.
 */
export class SafeZip {
  readonly entries: ReadonlyMap<string, ZipEntry>;
  private inflated = 0;
  private readonly view: DataView;

  constructor(
    private readonly data: Uint8Array,
    private readonly limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
  ) {
    if (!looksLikeZip(data)) throw new ZipRefusal('notZip');
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    this.entries = this.readDirectory();
  }

  private u16 = (at: number) => this.view.getUint16(at, true);
  private u32 = (at: number) => this.view.getUint32(at, true);
  private u64 = (at: number) => Number(this.view.getBigUint64(at, true));

  private readDirectory(): Map<string, ZipEntry> {
    const { data } = this;
    // The end record sits in the last 22 bytes plus a comment of up to 64 KiB.
    let end = -1;
    for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
      if (this.u32(at) === END_OF_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) throw new ZipRefusal('notZip');
    let count = this.u16(end + 10);
    let offset = this.u32(end + 16);
    if (count === 0xffff || offset === 0xffffffff) {
      const locator = end - 20;
      if (locator < 0 || this.u32(locator) !== ZIP64_LOCATOR) throw new ZipRefusal('notZip');
      const end64 = this.u64(locator + 8);
      if (end64 + 56 > data.length || this.u32(end64) !== ZIP64_END_OF_DIRECTORY)
        throw new ZipRefusal('notZip');
      count = this.u64(end64 + 32);
      offset = this.u64(end64 + 48);
    }
    if (count > this.limits.maxZipEntries) throw new ZipRefusal('tooManyEntries');

    const entries = new Map<string, ZipEntry>();
    const ranges: [number, number][] = [];
    let total = 0;
    let at = offset;
    for (let index = 0; index < count; index += 1) {
      if (at + 46 > data.length || this.u32(at) !== DIRECTORY_ENTRY) throw new ZipRefusal('notZip');
      const flags = this.u16(at + 8);
      const compression = this.u16(at + 10);
      let compressedSize = this.u32(at + 20);
      let originalSize = this.u32(at + 24);
      const nameLength = this.u16(at + 28);
      const extraLength = this.u16(at + 30);
      const commentLength = this.u16(at + 32);
      let localOffset = this.u32(at + 42);
      const nameStart = at + 46;
      if (nameStart + nameLength + extraLength > data.length) throw new ZipRefusal('notZip');
      const name = utf8.decode(data.subarray(nameStart, nameStart + nameLength));
      if (compressedSize === 0xffffffff || originalSize === 0xffffffff || localOffset === 0xffffffff) {
        ({ compressedSize, originalSize, localOffset } = this.zip64Sizes(
          nameStart + nameLength,
          extraLength,
          { compressedSize, originalSize, localOffset },
        ));
      }
      // An encrypted entry (traditional or strong encryption) cannot be read.
      if (flags & 0x1) throw new ZipRefusal('notZip');
      if (!isSafeEntryName(name)) throw new ZipRefusal('unsafePath');
      total += originalSize;
      if (total > this.limits.maxUnpackedBytes) throw new ZipRefusal('tooLarge');
      if (
        originalSize > RATIO_FLOOR_BYTES &&
        originalSize > Math.max(compressedSize, 1) * this.limits.maxCompressionRatio
      )
        throw new ZipRefusal('tooCompressed');
      if (!entries.has(name))
        entries.set(name, { name, compressedSize, originalSize, compression, offset: localOffset });
      ranges.push([localOffset, localOffset + 30 + nameLength + compressedSize]);
      at = nameStart + nameLength + extraLength + commentLength;
    }
    ranges.sort((a, b) => a[0] - b[0]);
    for (let index = 1; index < ranges.length; index += 1)
      if (ranges[index]![0] < ranges[index - 1]![1]) throw new ZipRefusal('overlapping');
    return entries;
  }

  /** The ZIP64 extra field's sizes and offset, for the fields the directory entry left at 0xffffffff. */
  private zip64Sizes(
    start: number,
    length: number,
    sizes: { compressedSize: number; originalSize: number; localOffset: number },
  ) {
    let at = start;
    while (at + 4 <= start + length) {
      const id = this.u16(at);
      const size = this.u16(at + 2);
      if (id === 0x0001) {
        let field = at + 4;
        const next = () => {
          if (field + 8 > at + 4 + size) throw new ZipRefusal('notZip');
          const value = this.u64(field);
          field += 8;
          return value;
        };
        const originalSize = sizes.originalSize === 0xffffffff ? next() : sizes.originalSize;
        const compressedSize = sizes.compressedSize === 0xffffffff ? next() : sizes.compressedSize;
        const localOffset = sizes.localOffset === 0xffffffff ? next() : sizes.localOffset;
        return { compressedSize, originalSize, localOffset };
      }
      at += 4 + size;
    }
    throw new ZipRefusal('notZip');
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes, or undefined when there is no such entry. */
  read(name: string): Uint8Array | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const header = entry.offset;
    if (header + 30 > this.data.length || this.u32(header) !== LOCAL_HEADER) throw new ZipRefusal('notZip');
    const start = header + 30 + this.u16(header + 26) + this.u16(header + 28);
    const end = start + entry.compressedSize;
    if (end > this.data.length) throw new ZipRefusal('notZip');
    const raw = this.data.subarray(start, end);
    const room = this.limits.maxUnpackedBytes - this.inflated;
    if (entry.originalSize > room) throw new ZipRefusal('tooLarge');
    let out: Uint8Array;
    if (entry.compression === 0) out = raw.subarray(0, entry.originalSize);
    else if (entry.compression === 8) {
      try {
        // zlib stops at the declared size: anything past it is a lie about the size.
        out = inflateRawSync(raw, { maxOutputLength: Math.max(entry.originalSize, 1) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipRefusal('tooLarge');
        throw new ZipRefusal('notZip');
      }
    } else throw new ZipRefusal('notZip');
    this.inflated += out.length;
    return out;
  }

  /** The entry as UTF-8 text. */
  readText(name: string): string | undefined {
    const bytes = this.read(name);
    if (!bytes) return undefined;
    return utf8.decode(bytes);
  }
}
