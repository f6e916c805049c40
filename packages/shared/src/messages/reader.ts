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
