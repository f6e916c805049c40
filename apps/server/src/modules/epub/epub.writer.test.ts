import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { epubContentDisposition } from './epub.writer.js';

describe('epubContentDisposition', () => {
  it('names the download in ASCII and in full, as the content-disposition package reads it back', () => {
    const header = epubContentDisposition(`Tom & Jerry's <"Big"> Day — 東京の夜 / Ночь`);
    expect(header.startsWith('attachment; filename="Tom-Jerry-s-Big-Day.epub"; filename*=UTF-8\'\'')).toBe(
      true,
    );
    expect(parse(header)).toEqual({
      type: 'attachment',
      parameters: {
        filename: "Tom & Jerry's  Big  Day — 東京の夜   Ночь.epub",
        'filename*': expect.any(String),
      },
    });
  });

  it('falls back to book.epub when the title leaves nothing', () => {
    expect(epubContentDisposition('***')).toBe(
      `attachment; filename="book.epub"; filename*=UTF-8''book.epub`,
    );
    expect(parse(epubContentDisposition('')).parameters.filename).toBe('book.epub');
  });

  it('keeps a title with half a character downloadable (typed alone, or cut at the length limit)', () => {
    const lone = epubContentDisposition('Moon \uD83C Tide');
    expect(parse(lone).parameters.filename).toBe('Moon \uFFFD Tide.epub');
    const cut = epubContentDisposition(`${'a'.repeat(119)}\u{1F319} night`);
    expect(parse(cut).parameters.filename).toBe(`${'a'.repeat(119)}\uFFFD.epub`);
  });
});
