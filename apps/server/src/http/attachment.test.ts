import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './attachment.js';

describe('attachmentHeader', () => {
  it('quotes the plain name, and adds the full name for clients that read UTF-8', () => {
    expect(attachmentHeader('quire-export-2026-11-26.zip')).toBe(
      'attachment; filename="quire-export-2026-11-26.zip"',
    );
    const header = attachmentHeader('highlights.md', 'Écume-highlights.md');
    expect(header).toBe(`attachment; filename="highlights.md"; filename*=UTF-8''%C3%89cume-highlights.md`);
    expect(parse(header).parameters.filename).toBe('Écume-highlights.md');
  });

  it('cannot be broken out of: quotes, separators and controls in the plain name become dashes', () => {
    expect(attachmentHeader('a"; evil=1\r\n.zip')).toBe('attachment; filename="a-evil-1-.zip"');
  });

  it('keeps a name with half a character readable', () => {
    expect(parse(attachmentHeader('book.epub', 'Moon \uD83C.epub')).parameters.filename).toBe(
      'Moon \uFFFD.epub',
    );
  });
});
