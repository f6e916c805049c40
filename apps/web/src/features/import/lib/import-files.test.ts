import { IMPORT_MESSAGES } from '@quire/shared/messages/import';
import { describe, expect, it } from 'vitest';
import { checkImportFile, fileKind, formatFileSize } from './import-files';

describe('checkImportFile', () => {
  it('takes EPUB, Markdown and text files up to 50 MB', () => {
    for (const name of ['a.epub', 'B.EPUB', 'notes.md', 'notes.markdown', 'story.txt'])
      expect(checkImportFile({ name, size: 1000 })).toBeNull();
  });

  it('refuses other types and larger files before sending them', () => {
    expect(checkImportFile({ name: 'a.pdf', size: 10 })).toBe(IMPORT_MESSAGES.unsupportedType);
    expect(checkImportFile({ name: 'epub', size: 10 })).toBe(IMPORT_MESSAGES.unsupportedType);
    expect(checkImportFile({ name: 'a.epub', size: 50 * 1024 * 1024 + 1 })).toBe(IMPORT_MESSAGES.tooLarge);
  });
});

describe('file labels', () => {
  it('names the kind and the size', () => {
    expect(fileKind('x.markdown')).toBe('Markdown');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(11_600)).toBe('11 KB');
    expect(formatFileSize(4.2 * 1024 * 1024)).toBe('4.2 MB');
  });
});
