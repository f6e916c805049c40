import type { HighlightColor } from '@quire/shared/constants/highlights';
import { type ComponentType, createContext, type ReactNode, type RefObject, useContext } from 'react';

export interface ReaderOverlayProps {
  bookId: string;
  /** Open at this chapter; without it the reader resumes where the caller stopped (or chapter 1). */
  initialChapter?: number;
  onClose: () => void;
  /** Shown in the header instead of the book title (e.g. 'Reading: {title}'). */
  title?: string;
  /** The close button's text ('Close' by default; the library says 'Back to Details'). */
  closeLabel?: string;
}

export interface CommentsSlotProps {
  bookId: string;
  /** A chapter's comments; without it, the book's. */
  chapterNumber?: number;
  /** One paragraph's thread of the chapter; new comments are anchored to it with `quote`. */
  paragraph?: { index: number; quote: string };
  /** 'page': the app's colours (book details). 'reader': the reader's theme. */
  look: 'page' | 'reader';
  /** Shown as the total until the first page is in (e.g. the book's commentsCount). */
  fallbackCount?: number;
  /** Lays out the parts: the total, the list and the comment box. */
  children: (parts: { total: number; list: ReactNode; composer: ReactNode }) => ReactNode;
}

/** A highlight drawn over a paragraph's text: offsets in the paragraph's displayed text. */
export interface TextMark {
  id: string;
  start: number;
  end: number;
  color: HighlightColor;
  /** The accessible name of the mark (its colour, and its note if any). */
  label: string;
}

/** The marks of each paragraph, by paragraph index. */
export type ParagraphMarks = ReadonlyMap<number, readonly TextMark[]>;

export interface HighlightsSlotProps {
  bookId: string;
  chapterNumber: number;
  /** The chapter's text blocks as displayed (decision 049): index = `data-paragraph`. */
  paragraphs: readonly string[];
  /** The element holding the chapter's paragraphs (`[data-paragraph]`): selections are read there. */
  textRef: RefObject<HTMLElement | null>;
  /** Goes to a place of the book (a chapter, and a paragraph in it). */
  onJump: (chapterNumber: number, paragraph: number | null) => void;
  /** Opens the thread of the paragraph a selection is in, to comment on the selected passage. */
  onComment: (place: { paragraph: number; quote: string }) => void;
  /**
   * Lays out the parts: the marks for the text, the overlay (selection toolbar, mark popover),
   * and the Notes & Highlights panel's list, footer and count.
   */
  children: (parts: {
    marks: ParagraphMarks;
    overlay: ReactNode;
    list: ReactNode;
    footer: ReactNode;
    count: number;
  }) => ReactNode;
}

/**
 * What one feature shows of another without importing it: the app fills these in
 * (app/feature-slots.tsx) around the screens that use them. Books screens (home, catalogue,
 * library) open the full-screen reader; the book details and the reader show comments.
 */
export interface FeatureSlots {
  ReaderOverlay: ComponentType<ReaderOverlayProps>;
  /** Starts downloading the reader's code before it is needed. */
  preloadReaderOverlay: () => void;
  Comments: ComponentType<CommentsSlotProps>;
  Highlights: ComponentType<HighlightsSlotProps>;
  /** The Import button and its dialog (books from EPUB, Markdown and text files). */
  ImportBooks: ComponentType<ImportBooksSlotProps>;
}

export interface ImportBooksSlotProps {
  className?: string;
  variant?: 'primary' | 'outline';
  /** The button's text ('Import' by default). */
  label?: string;
  /** Below the small breakpoint, the icon alone shows (the text stays its name) while nothing imports. */
  compact?: boolean;
}

const NoReader = () => null;
const NoComments = ({ fallbackCount = 0, children }: CommentsSlotProps) =>
  children({ total: fallbackCount, list: null, composer: null });

const NO_MARKS: ParagraphMarks = new Map();
const NoHighlights = ({ children }: HighlightsSlotProps) =>
  children({ marks: NO_MARKS, overlay: null, list: null, footer: null, count: 0 });

const FeatureSlotsContext = createContext<FeatureSlots>({
  ReaderOverlay: NoReader,
  preloadReaderOverlay: () => {},
  Comments: NoComments,
  ImportBooks: () => null,
  Highlights: NoHighlights,
});

export function FeatureSlotsProvider({ value, children }: { value: FeatureSlots; children: ReactNode }) {
  return <FeatureSlotsContext value={value}>{children}</FeatureSlotsContext>;
}

/** The pieces the app provides (outside a FeatureSlotsProvider they render nothing). */
export const useFeatureSlots = (): FeatureSlots => useContext(FeatureSlotsContext);
