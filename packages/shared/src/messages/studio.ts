/** Texts of the writer's studio: autosave conflicts, revisions, release tools, analytics, feeds. */
export const STUDIO_MESSAGES = {
  chapterNotFound: 'Chapter not found',
  revisionNotFound: 'Revision not found',
  revisionConflict:
    'This chapter was saved elsewhere (another tab or device) since you opened it. Both versions are shown: choose what to keep.',
  baseRevisionInvalid: 'baseRevision must be a whole number of 0 or more',
  chapterOrderInvalid: 'Send every chapter of the book exactly once, in the new order',
  statusInvalid: "Status must be 'draft', 'published' or 'scheduled'",
  releaseAtRequired: 'Choose the date and time a scheduled chapter is released',
  releaseAtInvalid: 'Release time must be an ISO date and time',
  releaseAtNeedsZone: 'A release time without an offset needs a time zone',
  timeZoneInvalid: 'Unknown time zone',
  releaseNothingToChange: 'Send a status, silent or commentsLocked',
  commentsLocked: 'Comments are locked on this chapter',
  chapterCreated: 'Chapter created',
  chapterDeleted: 'Chapter deleted',
  // Atom feeds
  bookFeedSubtitle: (title: string, author: string) => `New chapters of ${title} by ${author}`,
  authorFeedTitle: (name: string) => `New chapters by ${name}`,
  chapterEntryTitle: (bookTitle: string, number: number, title: string) =>
    `${bookTitle}, chapter ${number}: ${title}`,
  chapterEntrySummary: (words: number) => `${words} words`,
  // CSV
  csvChapterHeader: [
    'chapter',
    'title',
    'opened_by',
    'finished_by',
    'average_reading_seconds',
    'votes',
    'comments',
  ],
  csvSeriesHeader: ['date', 'readers', 'favourites', 'followers'],
} as const;
