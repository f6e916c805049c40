import { toIsbn10, toIsbn13 } from '@quire/shared/domain';
import { DATA_TRANSFER_MESSAGES } from '@quire/shared';
import { bookInputSchema } from '@quire/shared/schemas/books';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { normaliseAuthor, normaliseTitle, titleAuthorKey } from './book-matching.js';
import {
  detectFormat,
  GOODREADS_COLUMNS,
  IMPORT_LIMITS,
  type ImportFileResult,
  parseExportDate,
  parseImportFile,
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

const bytes = (text: string) => new TextEncoder().encode(text);
/** The result of a file the test expects to be read, not refused. */
const read = (result: ImportFileResult) => {
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`);
  return result;
};
const refusalOf = (result: ImportFileResult) => (result.ok ? null : result.refusal);
const STORYGRAPH_HEADER = ['Title', 'Authors', 'Read Status', 'Star Rating', 'Review'];
/** A StoryGraph export with a first row that is fine and then `row`. */
const storyGraphFile = (...row: string[]) =>
  bytes(Papa.unparse([STORYGRAPH_HEADER, ['A', 'Ann', 'read', '4', ''], row]));

describe('parseImportFile', () => {
  it('handles a BOM, CRLF, quoted newlines and quotes, and reports the rows it leaves out', () => {
    const csv = [
      '\uFEFFBook Id,Title,Author,ISBN,ISBN13,My Rating,Date Read,Bookshelves,Exclusive Shelf,My Review',
      '1,"The ""Quoted"" Book",Ann Author,"=""0439023483""","=""9780439023481""",4,2024/01/02,"fantasy, read",read,"Line one<br/>line two',
      'still the review"',
      '2,,Nobody,"=""""","=""""",0,,,to-read,',
      '3,"Broken" quotes,Ann Author,,,0,,,read,',
    ].join('\r\n');
    const parsed = read(parseImportFile(bytes(csv)));
    expect(parsed.format).toBe('goodreads');
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({
      row: 2,
      title: 'The "Quoted" Book',
      author: 'Ann Author',
      isbns: ['9780439023481'],
      status: 'read',
      rating: 4,
      dateRead: '2024-01-02',
      tags: ['fantasy'],
      review: 'Line one\nline two\nstill the review',
      key: titleAuthorKey('The "Quoted" Book', 'Ann Author'),
    });
    expect(parsed.errors).toEqual([
      { row: 3, message: DATA_TRANSFER_MESSAGES.rowNoTitle },
      { row: 4, message: DATA_TRANSFER_MESSAGES.rowBadColumns },
    ]);
  });

  it('reads a file a spreadsheet saved again with semicolons', () => {
    const parsed = read(
      parseImportFile(bytes('Title;Authors;Read Status;Star Rating\nDune;Frank Herbert;read;4')),
    );
    expect(parsed.rows[0]).toMatchObject({ title: 'Dune', author: 'Frank Herbert', rating: 4 });
  });

  it('refuses a file that is neither export, or is empty', () => {
    for (const text of ['a,b\n1,2', ''])
      expect(refusalOf(parseImportFile(bytes(text)))).toEqual({
        reason: 'not-an-export',
        message: DATA_TRANSFER_MESSAGES.notCsv,
      });
  });

  it('refuses a file over the row cap at the first row over it, reading no further', () => {
    const limits = { ...IMPORT_LIMITS, maxRows: 2 };
    const atCap = `${STORYGRAPH_HEADER.join(',')}\nA,Ann,read,4,\n\nB,Bo,read,3,\n`;
    expect(read(parseImportFile(bytes(atCap), limits)).rows).toHaveLength(2);
    // The parse ends at row C: the field over its cap in row D is never reached.
    const over = `${atCap}C,Cy,read,2,\nD,Di,read,1,"${'x'.repeat(IMPORT_LIMITS.reviewMaxLength + 1)}"`;
    expect(refusalOf(parseImportFile(bytes(over), limits))).toEqual({
      reason: 'too-many-rows',
      message: DATA_TRANSFER_MESSAGES.tooManyRows,
    });
  });

  it('refuses a field over its cap, naming the row and the column', () => {
    const limits = {
      ...IMPORT_LIMITS,
      fieldMaxLength: 10,
      reviewMaxLength: 20,
      titleMaxLength: 5,
      authorMaxLength: 3,
    };
    expect(refusalOf(parseImportFile(storyGraphFile('Title!', 'Bo', 'read', '4', ''), limits))).toEqual({
      reason: 'field-too-long',
      message: DATA_TRANSFER_MESSAGES.fieldTooLong(3, 'Title', 5),
      row: 3,
      column: 'Title',
    });
    expect(
      refusalOf(parseImportFile(storyGraphFile('B', 'Bo', 'read-it-all', '4', ''), limits))?.message,
    ).toBe(DATA_TRANSFER_MESSAGES.fieldTooLong(3, 'Read Status', 10));
    expect(
      refusalOf(parseImportFile(storyGraphFile('B', 'Bo', 'read', '4', 'r'.repeat(21)), limits))?.message,
    ).toBe(DATA_TRANSFER_MESSAGES.fieldTooLong(3, 'Review', 20));
    // StoryGraph lists every author: the first one is the book's, held to the author cap.
    expect(
      refusalOf(parseImportFile(storyGraphFile('B', 'Bobo, Al', 'read', '4', ''), limits))?.message,
    ).toBe(DATA_TRANSFER_MESSAGES.fieldTooLong(3, 'Authors', 3));
    const atCaps = storyGraphFile('Bbbbb', 'Bob, Alan', 'read', '4', 'r'.repeat(20));
    expect(read(parseImportFile(atCaps, limits)).rows).toHaveLength(2);
  });

  it("caps titles and authors at the book form's limits", () => {
    const { title, author } = bookInputSchema.shape;
    expect(title.safeParse('t'.repeat(IMPORT_LIMITS.titleMaxLength)).success).toBe(true);
    expect(title.safeParse('t'.repeat(IMPORT_LIMITS.titleMaxLength + 1)).success).toBe(false);
    expect(author.safeParse('a'.repeat(IMPORT_LIMITS.authorMaxLength)).success).toBe(true);
    expect(author.safeParse('a'.repeat(IMPORT_LIMITS.authorMaxLength + 1)).success).toBe(false);
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
    expect(read(parseImportFile(bytes(csv))).rows[0]).toMatchObject({
      title: "'=cmd()",
      isbns: ['9780439023481'],
    });
  });
});
