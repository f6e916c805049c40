import { IMPORT_FILE_EXTENSIONS, IMPORT_MAX_FILE_BYTES } from '@quire/shared/constants/import';
import { IMPORT_MESSAGES } from '@quire/shared/messages/import';

/** The file picker's accept list: the extensions and their media types. */
export const IMPORT_ACCEPT = [
  ...IMPORT_FILE_EXTENSIONS,
  'application/epub+zip',
  'text/markdown',
  'text/plain',
].join(',');

/** The check made before a file is sent: a type the import reads, at most 50 MB. */
export function checkImportFile(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return IMPORT_MESSAGES.unsupportedType;
  if (file.size > IMPORT_MAX_FILE_BYTES) return IMPORT_MESSAGES.tooLarge;
  return null;
}

/** A file size as people read it: 820 KB, 4.2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** The kind of book file, from its name. */
export function fileKind(name: string): 'EPUB' | 'Markdown' | 'Text' | 'File' {
  const lower = name.toLowerCase();
  if (lower.endsWith('.epub')) return 'EPUB';
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'Markdown';
  if (lower.endsWith('.txt')) return 'Text';
  return 'File';
}
