/** "My reading": goals, collections, logs and statuses. */
export const READING_MESSAGES = {
  goalTypeInvalid: 'Choose a goal type: books, pages or time',
  goalTargetInvalid: 'Target must be a positive whole number',
  goalTimeframeInvalid: 'Choose a timeframe: weekly, monthly or yearly',
  goalStartDateInvalid: 'Start date must be a date (YYYY-MM-DD)',
  goalNotFound: 'Goal not found',
  collectionNameRequired: 'Collection name is required',
  collectionNameTooLong: 'Collection name must be at most 100 characters',
  collectionDescriptionTooLong: 'Description must be at most 500 characters',
  collectionNotFound: 'Collection not found',
  logKindInvalid: 'Choose what to log: book, streak_day or hour',
  logNotFound: 'Log not found',
  statusInvalid: 'Status must be Reading, Completed or Want to Read',
} as const;
