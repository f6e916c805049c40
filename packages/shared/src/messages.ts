import { countOf } from './domain.js';

/** Every user-facing text of the specification, kept once (spec §5, §8) plus the server's own. */

export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  nameRequired: 'Name is required',
  bookRequiredFields: 'Please fill in all required fields',
  chaptersIncomplete: 'All chapters must have both title and content',
  cannotRemoveLastChapter: 'Cannot remove the last chapter',
  coverInvalidType: 'Please upload a valid image file',
  coverTooLarge: 'Cover image size must be less than 5MB',
  invalidProfile: 'Invalid profile data structure',
  tokenMissingProfile: 'Authentication token not found',
  tokenMissing: 'Authentication token not found.',
  tokenMissingForm: 'Authentication token not found. Please log in again.',
  commentBlank: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 2000 characters',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  emailMixedScripts: 'Email cannot mix letters from different alphabets (for example Latin and Cyrillic)',
  nulCharacter: 'Text cannot contain NUL characters',
  emailChangeNeedsPassword: 'Enter your current password to change your email',
  goalDateRange: 'Dates must be between 1900-01-01 and 2200-12-31',
} as const;

export const AUTH_MESSAGES = {
  timeout: 'Request timeout. Please try again.',
  network: 'Network error. Please check your connection.',
  fallback: 'Authentication failed. Please try again.',
  loginSuccess: 'Login successful! Redirecting...',
  registerSuccess: 'Registration successful! Please log in.',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  welcomeBack: 'Welcome Back!',
  switchToRegister: "Don't have an account? Sign Up",
  switchToLogin: 'Already have an account? Sign In',
} as const;

export const BOOK_FORM_MESSAGES = {
  created: 'Book created successfully!',
  loadFailed: 'Failed to load book data',
  serverError: (status: number, statusText: string) => `Server error: ${status} ${statusText}`,
  saveFailed: 'Failed to save book',
  saveFallback: 'An error occurred while saving the book',
  isbnTaken: 'A book with this ISBN already exists',
  updated: 'Book updated successfully!',
  isbnInvalid: 'ISBN must be 10 or 13 digits',
  isbnTooLong: 'ISBN can be at most 32 characters',
  publicationYearInvalid: 'Publication year must be a whole number',
  publicationYearTooEarly: 'Publication year must be 1800 or later',
  publicationYearInFuture: 'Publication year cannot be in the future',
  titleTooLong: 'Title can be at most 300 characters',
  authorTooLong: 'Author can be at most 200 characters',
  categoryInvalid: 'Please choose a category from the list',
  coverUrlInvalid: 'Cover image must be an uploaded image or an http(s) URL',
  chapterTitleTooLong: 'A chapter title can be at most 300 characters',
  chapterTooLong: 'A chapter can hold at most 500,000 characters',
  tooManyChapters: 'A book can have at most 2000 chapters',
  tooLarge: 'The book is too large to save in one request',
} as const;

/** Server answers of the books API beyond the book form. */
export const BOOK_MESSAGES = {
  deleted: 'Book deleted successfully',
  commentDeleted: 'Comment deleted successfully',
  commentNotFound: 'Comment not found',
  /** A create without chapters (or with blank ones) answers a draft with this message. */
  draftSaved: 'Draft saved. Only you can see it: add chapters with content, then publish it.',
  publishNeedsChapters: 'Add at least one chapter with content before publishing the book',
  /** Liking or rating one's own book. */
  ownBookReaction: 'You cannot like or rate your own book',
} as const;

export const IMAGE_UPLOAD_MESSAGES = {
  failed: (providerMessage: string) => `Upload failed: ${providerMessage}`,
  badParameters: 'Invalid upload parameters. Please check the file and try again.',
  retry: 'Failed to upload image. Please try again.',
  invalidResponse: 'Invalid response from',
  notAnImage: 'Please upload a valid image file',
  tooLarge: 'Cover image size must be less than 5MB',
  tooManyPixels: 'Image dimensions are too large',
} as const;

export const SESSION_MESSAGES = {
  expired: 'Session expired. Please login again.',
  fetchUserFailed: 'Failed to fetch user data',
  profileError: 'Error fetching profile',
} as const;

export const PROFILE_MESSAGES = {
  updateDefault: 'An error occurred while updating your profile',
  serverError: 'Server error. Please try again later',
  unreachable: 'Unable to reach the server. Please check your connection.',
  updated: 'Update successful!',
  avatarUploaded: 'Avatar uploaded successfully!',
  avatarFailed: 'Error uploading avatar.',
} as const;

export const UI_TEXT = {
  loading: 'Loading...',
  libraryLoading: 'Opening Your Next Adventure...',
  libraryEmpty: 'No books found. Try adjusting your filters.',
  noBooksFound: 'No books found',
  tryAdjusting: 'Try adjusting your search or filters',
  noNotifications: 'No notifications',
  selectTab: 'Select a tab to view content',
  noAvatar: 'No Avatar Available',
  userFallback: 'User',
  unlocked: 'Unlocked!',
} as const;

export const SERVER_MESSAGES = {
  unauthorized: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  forbidden: 'You do not have permission to do that',
  notFound: 'Not found',
  bookNotFound: 'Book not found',
  validation: 'Invalid request',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'Service temporarily unavailable. Please try again.',
  rateLimited: 'Too many requests. Please slow down.',
} as const;

/** Texts of the books screens (library, book form, Knowledge Pool) beyond the spec's own. */
export const LIBRARY_TEXT = {
  starterChapterTitle: 'Chapter 1',
  starterChapterContent:
    'This chapter is waiting to be written. Open the book form (Edit) to replace this text with your story.',
  notOwner: 'Only the person who uploaded this book, or an admin, can edit it.',
  unsavedChanges: 'You have unsaved changes. Leave this page without saving them?',
  notesSaved: 'Saved',
  notesSaving: 'Saving...',
  notesSaveFailed: 'Not saved. Check your connection and try again.',
  readingTitle: (title: string) => `Reading: ${title}`,
  backToDetails: 'Back to Details',
  invalidImageResponse: 'Invalid response from the image server',
  /** Drafts (decision 018): the book form's second button, its answer, and the owner's badge. */
  saveDraft: 'Save draft',
  draftSaved: 'Draft saved. Only you can see it until you publish it with Save Book.',
  draftHint: 'This book is a draft: only you can see it. Save Book publishes it.',
  draftBadge: 'Draft',
  publish: 'Publish',
  published: 'Book published',
} as const;

/** Answers of the API beyond the spec's own texts (deletions, updates, conflicts, lookups). */
export const API_MESSAGES = {
  registered: 'Registration successful',
  profileUpdated: 'Profile updated successfully',
  goalDeleted: 'Goal deleted',
  collectionDeleted: 'Collection deleted',
  logRemoved: 'Log removed',
  userNotFound: 'User not found',
  imageNotFound: 'Image not found',
  sessionIdTaken: 'That session id is already in use',
  alreadyExists: 'That already exists',
  invalidValue: 'Invalid value',
  routeNotFound: (method: string, path: string) => `Route ${method} ${path} not found`,
} as const;

/** Answers of the Idempotency-Key support on write routes. */
export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  keyReused: 'This Idempotency-Key was already used with a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
} as const;

/** "Bob", or "Bob and 12 others" when one notification stands for several people. */
const actorsText = (latest: string, others: number) =>
  others > 0 ? `${latest} and ${countOf(others, 'other')}` : latest;

/**
 * The texts of notifications. `others` counts the distinct people besides the latest actor when
 * several acted on the same thing while the notification was unread.
 */
export const NOTIFICATION_MESSAGES = {
  commented: (actor: string, title: string, others = 0) =>
    `${actorsText(actor, others)} commented on "${title}"`,
  liked: (actor: string, title: string, others = 0) => `${actorsText(actor, others)} liked "${title}"`,
  /** One rater names the stars; a group does not (each gave their own). */
  rated: (actor: string, title: string, rating: number, others = 0) =>
    others > 0
      ? `${actorsText(actor, others)} rated "${title}"`
      : `${actor} rated "${title}" ${countOf(rating, 'star')}`,
  newChapter: (title: string, chapterTitle: string) => `New chapter in "${title}": ${chapterTitle}`,
  achievementUnlocked: (name: string) => `Achievement unlocked: ${name}`,
  bookRemoved: (title: string) => `“${title}” was removed by its author`,
} as const;
