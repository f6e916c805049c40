import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

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
  /** 'page': the app's colours (book details). 'reader': the reader's theme. */
  look: 'page' | 'reader';
  /** Shown as the total until the first page is in (e.g. the book's commentsCount). */
  fallbackCount?: number;
  /** Lays out the parts: the total, the list and the comment box. */
  children: (parts: { total: number; list: ReactNode; composer: ReactNode }) => ReactNode;
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
  /** The Import button and its dialog (books from EPUB, Markdown and text files). */
  ImportBooks: ComponentType<ImportBooksSlotProps>;
}

export interface ImportBooksSlotProps {
  className?: string;
  variant?: 'primary' | 'outline';
  /** The button's text ('Import' by default). */
  label?: string;
}

const NoReader = () => null;
const NoComments = ({ fallbackCount = 0, children }: CommentsSlotProps) =>
  children({ total: fallbackCount, list: null, composer: null });

const FeatureSlotsContext = createContext<FeatureSlots>({
  ReaderOverlay: NoReader,
  preloadReaderOverlay: () => {},
  Comments: NoComments,
  ImportBooks: () => null,
});

export function FeatureSlotsProvider({ value, children }: { value: FeatureSlots; children: ReactNode }) {
  return <FeatureSlotsContext value={value}>{children}</FeatureSlotsContext>;
}

/** The pieces the app provides (outside a FeatureSlotsProvider they render nothing). */
export const useFeatureSlots = (): FeatureSlots => useContext(FeatureSlotsContext);
