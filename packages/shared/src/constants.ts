/** Business constants from the product specification (§9) and the design. */

export const LIBRARY_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 50;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** `?format=` of an image address asking for its JPEG rendition (GET /api/images/:id, /thumb). */
export const IMAGE_JPEG_FORMAT = 'jpeg';
export const PUBLICATION_YEAR_MIN = 1800;
export const currentYear = (): number => new Date().getFullYear();

export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 24;
export const FONT_SIZE_DEFAULT = 18;
export const FONT_SIZE_STEP = 1;
export const SUGGESTION_ROTATE_MS = 15_000;
export const SUGGESTIONS_PER_SLIDE = 2;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const LOGIN_REDIRECT_DELAY_MS = 2000;
export const PROFILE_SAVE_SUCCESS_STATUS = 200;
export const TOKEN_STORAGE_KEY = 'token';
/** GET /api/auth/check-status: the spec sends a `key` query parameter whose value it does not show; any value will do. */
export const CHECK_STATUS_KEY = 'quire';
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export const WORDS_PER_PAGE = 250;
export const COMMENT_MAX_LENGTH = 2000;
/** Comments per page of a comment list (book or chapter) unless `limit` asks otherwise. */
export const COMMENTS_PAGE_SIZE = 20;
export const FEATURED_MAX = 4;
/** Most books GET /api/books/popular answers (it answers FEATURED_MAX by default). */
export const POPULAR_BOOKS_MAX = 12;

export const BOOK_STATUSES = ['Reading', 'Completed', 'Want to Read'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

export const BOOK_CATEGORIES = [
  'Fiction',
  'Non-Fiction',
  'Science',
  'Technology',
  'History',
  'Biography',
  'Romance',
  'Business',
  'Self-Help',
  'Arts',
  'Poetry',
  'Drama',
] as const;
export type BookCategory = (typeof BOOK_CATEGORIES)[number];

export const READING_INTERESTS = [
  'Fiction',
  'Non-Fiction',
  'Mystery',
  'Science Fiction',
  'Fantasy',
  'Romance',
  'Business',
  'Self-Help',
  'Biography',
  'History',
  'Science',
  'Technology',
  'Arts',
  'Poetry',
  'Drama',
] as const;

export const BOOK_SORT_FIELDS = [
  'createdAt',
  'title',
  'author',
  'rating.averageRating',
  'likes',
  'favorites',
] as const;
export type BookSortField = (typeof BOOK_SORT_FIELDS)[number];
/** The catalogue's order when none is asked for: newest first (GET /api/books). */
export const DEFAULT_BOOK_SORT: BookSortField = 'createdAt';
export const DEFAULT_BOOK_ORDER = 'desc' as const;

export const DASHBOARD_TABS = ['discover', 'categories', 'library', 'upload', 'favorite'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_CATEGORY_CARDS = [
  'Money/Investing',
  'Design',
  'Business',
  'Self Improvement',
] as const;
export type DashboardCategoryCard = (typeof DASHBOARD_CATEGORY_CARDS)[number];
export const ALL_BOOKS_CATEGORIES = ['Finance', 'Biography', 'Business', 'Self-Help', 'Fiction'] as const;
export type AllBooksCategory = (typeof ALL_BOOKS_CATEGORIES)[number];

/**
 * Where a dashboard category card or a Knowledge Pool chip leads: the book category
 * (BOOK_CATEGORIES) its books are filed under and, when the card names something narrower, the
 * genre. `filter` is the value the Knowledge Pool's category filter gets (?category=): the
 * catalogue matches it against a book's category or its genre, so a genre filter narrows the
 * category.
 */
export interface CategoryTarget {
  category: BookCategory;
  genre?: string;
  filter: string;
  /** What the card or chip shows, said plainly on screen ('Business books about money and investing'). */
  shows: string;
}

/** The Finance genre of Business books (the Money/Investing card and the Finance chip). */
const FINANCE: CategoryTarget = {
  category: 'Business',
  genre: 'Finance',
  filter: 'Finance',
  shows: 'Business books about money and investing',
};
const BUSINESS: CategoryTarget = {
  category: 'Business',
  filter: 'Business',
  shows: 'Business books, money and investing included',
};
const SELF_HELP: CategoryTarget = { category: 'Self-Help', filter: 'Self-Help', shows: 'Self-Help books' };

export const DASHBOARD_CARD_TARGETS: Record<DashboardCategoryCard, CategoryTarget> = {
  'Money/Investing': FINANCE,
  // Design → Arts.
  Design: { category: 'Arts', filter: 'Arts', shows: 'Arts books: design, art and architecture' },
  Business: BUSINESS,
  'Self Improvement': SELF_HELP,
};

export const ALL_BOOKS_CHIP_TARGETS: Record<AllBooksCategory, CategoryTarget> = {
  Finance: FINANCE,
  Biography: { category: 'Biography', filter: 'Biography', shows: 'Biographies and memoirs' },
  Business: BUSINESS,
  'Self-Help': SELF_HELP,
  Fiction: { category: 'Fiction', filter: 'Fiction', shows: 'Novels and stories filed under Fiction' },
};
export const SHELF_CHIPS = ['All Books', 'Favorites', 'Fantasy', 'Classics', 'Non-Fiction'] as const;

export const READER_THEMES = ['light', 'sepia', 'dark'] as const;
export type ReaderTheme = (typeof READER_THEMES)[number];

export const GOAL_TYPES = ['books', 'pages', 'time'] as const;
export const GOAL_TIMEFRAMES = ['weekly', 'monthly', 'yearly'] as const;
/** Unit words shown in goal text: '{n} books', '{n} pages', '{n} minutes'. */
export const GOAL_UNITS = { books: 'books', pages: 'pages', time: 'minutes' } as const;
export const DEFAULT_YEARLY_BOOK_GOAL = 52;

export const ACHIEVEMENTS = [
  {
    id: 'bookworm-beginner',
    name: 'Bookworm Beginner',
    description: 'Read your first book',
    requirement: 1,
    type: 'books',
  },
  { id: 'book-explorer', name: 'Book Explorer', description: 'Read 5 books', requirement: 5, type: 'books' },
  {
    id: 'reading-master',
    name: 'Reading Master',
    description: 'Read 10 books',
    requirement: 10,
    type: 'books',
  },
  {
    id: 'reading-streak',
    name: 'Reading Streak',
    description: 'Read 7 days in a row',
    requirement: 7,
    type: 'streak',
  },
  {
    id: 'time-champion',
    name: 'Time Champion',
    description: 'Read for 10 hours',
    requirement: 10,
    type: 'time',
  },
] as const;

export const NOTIFICATION_SETTING_KEYS = [
  'emailNotifications',
  'newComments',
  'newLikes',
  'newRatings',
  'newChapters',
  'achievementAlerts',
] as const;
export const PRIVACY_SETTING_KEYS = ['publicProfile', 'showReadingActivity', 'showBookshelf'] as const;

export const USER_THEMES = ['light', 'dark', 'system'] as const;
export const USER_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
