import { toIsbn10, toIsbn13 } from '@quire/shared/domain';
import { describe, expect, it } from 'vitest';
import { normaliseAuthor, normaliseTitle, titleAuthorKey } from './book-matching.js';
import {
  detectFormat,
  GOODREADS_COLUMNS,
  parseExportDate,
  parseImportCsv,
  toAppRating,
  unwrapSpreadsheetText,
  writeGoodreadsCsv,
} from './csv-formats.js';

describe('ISBN helpers', () => {
  it('converts ISBN-10 to ISBN-13 and back, checking the check digit', () => {
    expect(toIsbn13('0-439-02348-3')).toBe('9780439023481');
    expect(toIsbn13('043902348X')).toBeNull();
    expect(toIsbn13('080442957x')).toBe('9780804429573');
    expect(toIsbn10('9780804429573')).toBe('080442957X');
    expect(toIsbn13('9780439023481')).toBe('9780439023481');
    expect(toIsbn13('9780439023482')).toBeNull();
    expect(toIsbn10('9791032305690')).toBeNull();
    expect(toIsbn13('')).toBeNull();
  });
});

describe('the title and author normaliser', () => {
  it('ignores case, accents, punctuation, leading articles, subtitles and series notes', () => {
    expect(normaliseTitle('Les Misérables')).toBe('les miserables');
    expect(normaliseTitle('The Hobbit: or There and Back Again')).toBe('hobbit');
    expect(normaliseTitle("Harry Potter and the Sorcerer's Stone (Harry Potter, #1)")).toBe(
      'harry potter and the sorcerers stone',
    );
    expect(normaliseTitle('Pride & Prejudice')).toBe(normaliseTitle('Pride and Prejudice'));
    expect(normaliseTitle('A')).toBe('a');
    expect(normaliseTitle('Straße')).toBe('strasse');
    expect(normaliseTitle('ノルウェイの森')).toBe('ノルウェイの森');
  });

  it('keeps the first author, letters only', () => {
    expect(normaliseAuthor('J.R.R. Tolkien')).toBe(normaliseAuthor('J. R. R. Tolkien'));
    expect(normaliseAuthor('Gabriel García Márquez, Gregory Rabassa')).toBe('gabrielgarciamarquez');
  });

  it('makes one key for the same book written two ways, and none without a title', () => {
    expect(titleAuthorKey('THE HOBBIT', 'j.r.r. tolkien')).toBe(
      titleAuthorKey('The Hobbit', 'J. R. R. Tolkien'),
    );
    expect(titleAuthorKey('The Hobbit', 'Someone Else')).not.toBe(
      titleAuthorKey('The Hobbit', 'J.R.R. Tolkien'),
    );
    expect(titleAuthorKey('  ', 'Anyone')).toBe('');
  });
});

describe('export fields', () => {
  it('reads Goodreads spreadsheet ISBNs, dates and ratings', () => {
    expect(unwrapSpreadsheetText('="0439023483"')).toBe('0439023483');
    expect(unwrapSpreadsheetText('=""')).toBe('');
    expect(parseExportDate('2023/05/14')).toBe('2023-05-14');
    expect(parseExportDate('2023-5-4')).toBe('2023-05-04');
    expect(parseExportDate('2023/02/30')).toBeNull();
    expect(parseExportDate('')).toBeNull();
    expect([
      toAppRating('0'),
      toAppRating(''),
      toAppRating('4.5'),
      toAppRating('3.25'),
      toAppRating('0.5'),
    ]).toEqual([null, null, 5, 3, 1]);
  });

  it('tells the two exports apart by their header', () => {
    expect(detectFormat(['Book Id', 'Title', 'Author', 'ISBN13', 'Exclusive Shelf'])).toBe('goodreads');
    expect(detectFormat(['Title', 'Authors', 'ISBN/UID', 'Read Status', 'Star Rating'])).toBe('storygraph');
    expect(detectFormat(['name', 'email'])).toBeNull();
  });
});

describe('parseImportCsv', () => {
  it('handles a BOM, CRLF, quoted newlines and quotes, and reports broken rows', () => {
    const csv = [
      '\uFEFFBook Id,Title,Author,ISBN,ISBN13,My Rating,Date Read,Bookshelves,Exclusive Shelf,My Review',
      '1,"The ""Quoted"" Book",Ann Author,"=""0439023483""","=""9780439023481""",4,2024/01/02,"fantasy, read",read,"Line one<br/>line two',
      'still the review"',
      '2,,Nobody,"=""""","=""""",0,,,to-read,',
    ].join('\r\n');
    const parsed = parseImportCsv(csv, 100);
    expect(parsed.format).toBe('goodreads');
    expect(parsed.rows).toHaveLength(2);
    const [first, second] = parsed.rows;
    expect(first).toMatchObject({
      row: 2,
      title: 'The "Quoted" Book',
      isbns: ['9780439023481'],
      status: 'read',
      rating: 4,
      dateRead: '2024-01-02',
      tags: ['fantasy'],
      review: 'Line one\nline two\nstill the review',
    });
    expect(second).toMatchObject({ row: 3, title: '', isbns: [], rating: null });
  });

  it('refuses a file that is neither export and a file over the row cap', () => {
    expect(() => parseImportCsv('a,b\n1,2', 10)).toThrow('not-csv');
    expect(() => parseImportCsv('Title,Read Status,Star Rating\nA,read,4\nB,read,3', 1)).toThrow(
      'too-many-rows',
    );
  });
});

describe('writeGoodreadsCsv', () => {
  it("writes Goodreads' header and ISBNs, and disarms formulas in text", () => {
    const record = Object.fromEntries(GOODREADS_COLUMNS.map((c) => [c, ''])) as Record<
      (typeof GOODREADS_COLUMNS)[number],
      string
    >;
    const csv = writeGoodreadsCsv([
      { ...record, Title: '=cmd()', ISBN: '0439023483', ISBN13: '9780439023481' },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(GOODREADS_COLUMNS.join(','));
    expect(row).toContain('"=""0439023483""","=""9780439023481"""');
    expect(row).toContain("'=cmd()");
    expect(parseImportCsv(csv, 10).rows[0]).toMatchObject({ title: "'=cmd()", isbns: ['9780439023481'] });
  });
});
