/** The chapter reader's texts. */
import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '../constants.js';

export const READER_MESSAGES = {
  chapterNotFound: 'Chapter not found',
  commentNotFound: 'Comment not found',
  commentDeleted: 'Comment deleted',
  positionRange: 'Position must be between 0 and 1',
  chapterNumberInvalid: 'Chapter must be a whole number from 1',
  fontSizeRange: `Font size must be a whole number from ${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}`,
  themeInvalid: 'Theme must be light, sepia or dark',
  fontFamilyInvalid: 'Font must be serif, sans or dyslexic',
  lineHeightRange: 'Line height must be between 1.4 and 2.2',
  textWidthInvalid: 'Text width must be narrow, medium or wide',
  justifyInvalid: 'Justify must be true or false',
  paragraphSpacingInvalid: 'Paragraph spacing must be compact, normal or relaxed',
  hyphenateInvalid: 'Hyphenation must be true or false',
  rulerInvalid: 'Reading ruler must be true or false',
  sessionEndBeforeStart: 'A reading session must end after it starts',
  sessionTooLong: 'A reading session can last at most 12 hours',
  sessionInFuture: 'A reading session cannot end in the future',
  sessionActiveTooLong: 'Active time cannot be longer than the session',
  sessionTooManyWords: 'Words read cannot be more than the chapter has',
  linkCopied: 'Link copied',
  linkCopyFailed: 'Could not copy the link',
  settingsSaveFailed: 'Could not save your reader settings',
} as const;

/** The Confirm Reading question (spec §2 Home screen). */
export const confirmReadingText = (title: string, author: string) =>
  `Do you want to read "${title}" by ${author}?`;

/** The texts of a chapter drawn as a document (decision 049): notes, figures, tables. */
export const CHAPTER_DOC_MESSAGES = {
  notesTitle: 'Notes',
  backToText: 'Back to the text',
  showInNotes: "Show in the chapter's notes",
  enlargeImage: 'Enlarge image',
  closeImage: 'Close image',
  image: 'Image',
  table: 'Table',
} as const;

/** A note's mark in the text and its popover's title: "Note 1". */
export const noteLabel = (label: string) => `Note ${label}`;
/** The link from a note in the chapter's notes back to where it is referenced. */
export const backToNoteLabel = (label: string) => `Back to note ${label} in the text`;
/** The button that opens a figure's image larger. */
export const enlargeImageLabel = (alt: string) =>
  alt ? `${CHAPTER_DOC_MESSAGES.enlargeImage}: ${alt}` : CHAPTER_DOC_MESSAGES.enlargeImage;
/** The enlarged image's dialog. */
export const imageDialogLabel = (alt: string) =>
  alt ? `${CHAPTER_DOC_MESSAGES.image}: ${alt}` : CHAPTER_DOC_MESSAGES.image;
