/** Texts of highlights, notes and paragraph comments. */
import type { HighlightColor } from '../constants/highlights.js';

export const HIGHLIGHT_MESSAGES = {
  highlightNotFound: 'Highlight not found',
  highlightDeleted: 'Highlight removed',
  colorInvalid: 'Colour must be yellow, green, blue or pink',
  paragraphInvalid: 'Paragraph must be a whole number from 0',
  paragraphNotFound: 'That paragraph is not in this chapter',
  offsetsInvalid: 'The selection must start before it ends, inside the paragraph',
  quoteMismatch: 'The quote does not match the text at that place',
  quoteBlank: 'A quote cannot be empty',
  quoteTooLong: 'A quote can be at most 5,000 characters',
  noteTooLong: 'A note can be at most 2,000 characters',
  nothingToChange: 'Send a colour or a note to change',
  bookIdInvalid: 'Choose a book to export',
  annotationsUnreadable: 'This file is not a Web Annotation or Readium annotation file',
  tooManyAnnotations: 'An import can carry at most 5,000 annotations',
  annotationsImported: (imported: number, alreadyThere: number, notFound: number) =>
    [
      `${imported} ${imported === 1 ? 'highlight' : 'highlights'} imported`,
      alreadyThere ? `${alreadyThere} already there` : '',
      notFound ? `${notFound} not found in this book` : '',
    ]
      .filter(Boolean)
      .join(', '),
  // Screens
  panelTitle: 'Notes & Highlights',
  panelOpen: 'Notes & Highlights',
  panelEmpty: 'No highlights yet. Select text in the chapter to highlight it or add a note.',
  panelError: 'Could not load your highlights',
  loading: 'Loading highlights…',
  detachedHeading: 'Detached',
  detachedHelp:
    'The author changed the text and these passages could not be found again. Your notes are kept.',
  exportMarkdown: 'Export Markdown',
  annotationsMenu: 'Annotations',
  exportWebAnnotation: 'Export Web Annotation (JSON-LD)',
  exportReadium: 'Export Readium annotations',
  importAnnotations: 'Import annotations…',
  importAnnotationsFailed: 'Could not import the annotations. Please try again.',
  exportFailed: 'Could not export your highlights',
  addNote: 'Add note',
  comment: 'Comment',
  editNote: 'Edit note',
  notePlaceholder: 'Write a private note…',
  noteLabel: 'Note',
  saveNote: 'Save',
  cancel: 'Cancel',
  remove: 'Remove highlight',
  close: 'Close',
  toolbarLabel: 'Highlight the selection',
  popoverLabel: 'Highlight',
  saved: 'Highlight saved',
  savedOffline: 'Highlight saved on this device: it syncs when you are back online',
  waitingToSync: 'Saved on this device. It syncs when you are back online and can be changed then.',
  noteSaved: 'Note saved',
  removed: 'Highlight removed',
  saveFailed: 'Could not save the highlight',
  removeFailed: 'Could not remove the highlight',
  jumpTo: 'Go to this place',
  bookSectionTitle: 'Your notes & highlights',
  bookSectionEmpty: 'Nothing highlighted yet. Select text while reading to keep a passage or add a note.',
  private: 'Only you can see these.',
  // Paragraph comments
  paragraphThreadTitle: 'Comments on this paragraph',
  paragraphCommentPlaceholder: 'Comment on this paragraph…',
  paragraphThreadEmpty: 'No comments on this paragraph yet. Start the conversation.',
  paragraphThreadError: 'Could not load the comments',
  commentDetached: 'The paragraph this comment was about has changed.',
} as const;

/** The accessible name and label of a colour button of the selection toolbar. */
export const highlightColorLabel: Record<HighlightColor, string> = {
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  pink: 'Pink',
};

export const highlightWithColor = (color: HighlightColor) =>
  `Highlight ${highlightColorLabel[color].toLowerCase()}`;

/** The count beside a commented paragraph, read aloud. */
export const paragraphCommentsLabel = (count: number) =>
  count === 1 ? '1 comment on this paragraph' : `${count} comments on this paragraph`;
