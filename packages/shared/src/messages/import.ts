/** Importing books from files (EPUB, Markdown, plain text): answers and refusals. */
import { IMPORT_MAX_CHAPTERS, IMPORT_MAX_FILE_MB } from '../constants/import.js';

const formatCount = (value: number) => value.toLocaleString('en-US');

export const IMPORT_MESSAGES = {
  imported: 'Draft imported. Review it, then publish when you are ready.',
  noFile: 'Choose a file to import (an EPUB, Markdown or plain text file)',
  unsupportedType:
    'This file type cannot be imported. Choose an EPUB (.epub), Markdown (.md) or plain text (.txt) file.',
  tooLarge: `This file is too large to import (at most ${IMPORT_MAX_FILE_MB} MB)`,
  notZip: 'This EPUB file is damaged: it is not a zip archive',
  noContainer: 'This EPUB file is damaged: META-INF/container.xml is missing',
  noPackage: 'This EPUB file is damaged: its package document (OPF) is missing or unreadable',
  encrypted: 'This EPUB is protected by DRM (encrypted) and cannot be imported',
  unsafePath: 'This EPUB file contains unsafe file names and was refused',
  tooManyEntries: (max: number) => `This EPUB file contains too many files (at most ${formatCount(max)})`,
  tooLargeUnpacked: (mb: number) =>
    `This EPUB file unpacks to more than ${formatCount(mb)} MB and was refused`,
  tooCompressed:
    'This EPUB file holds a file compressed far more than any book needs (a zip bomb) and was refused',
  overlapping: 'This EPUB file is damaged: files inside it overlap',
  tooDeep: (max: number) =>
    `This file nests elements, quotes or lists more than ${formatCount(max)} levels deep and was refused`,
  tooMuchText: (mb: number) =>
    `This book holds more than ${formatCount(mb)} MB of text and cannot be imported`,
  tooManyParagraphs: (max: number) =>
    `This book holds more than ${formatCount(max)} paragraphs and cannot be imported`,
  noText: 'No readable text was found in this file',
  tooManyChapters: `This book has more than ${IMPORT_MAX_CHAPTERS} chapters and cannot be imported`,
  notText: 'This file is not readable text',
  noneImportable: 'None of these files can be imported',
  // The import dialog.
  dialogTitle: 'Import books',
  dialogDescription:
    'EPUB, Markdown or plain text files become drafts only you can see. Review each one, then publish it.',
  dropHint: 'or drop them here · .epub, .md, .txt · up to 50 MB each',
  reviewDraft: 'Review draft',
  // Notes in a successful answer: what the import changed or left out.
  imagesDropped: (count: number) =>
    count === 1
      ? '1 image inside the chapters was not imported'
      : `${count} images inside the chapters were not imported`,
  coverSkipped: 'The cover image could not be used; add one in the book form',
  titleShortened: 'The title was shortened to 300 characters',
  descriptionShortened: 'The description was shortened to 10,000 characters',
  elementsKept: (count: number) =>
    count === 1
      ? '1 element this reader cannot show (a definition list, a formula, a form or media) was kept as text or left out'
      : `${count} elements this reader cannot show (definition lists, formulas, forms or media) were kept as text or left out`,
  imagesStored: (count: number) =>
    count === 1
      ? '1 image inside the chapters was imported'
      : `${count} images inside the chapters were imported`,
  chaptersSplit: (count: number) =>
    count === 1
      ? '1 very long chapter was split into parts'
      : `${count} very long chapters were split into parts`,
  isbnReplaced:
    'Its ISBN is already used by another book: a placeholder ISBN was set; change it in the book form',
  isbnMissing: 'No ISBN was found: a placeholder ISBN was set; change it in the book form',
  yearOutOfRange: 'The publication year is not between 1800 and this year: this year was set',
} as const;
