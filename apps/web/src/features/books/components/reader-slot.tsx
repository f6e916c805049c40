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

/**
 * How a books screen (home, catalogue, library) opens the full-screen reader without importing the
 * reader feature: the app provides the reader's overlay and its preload (app/reader-slot.tsx).
 */
export interface ReaderSlot {
  ReaderOverlay: ComponentType<ReaderOverlayProps>;
  /** Starts downloading the reader's code before it is needed. */
  preloadReaderOverlay: () => void;
}

const NoReader = () => null;

const ReaderSlotContext = createContext<ReaderSlot>({
  ReaderOverlay: NoReader,
  preloadReaderOverlay: () => {},
});

export function ReaderSlotProvider({ value, children }: { value: ReaderSlot; children: ReactNode }) {
  return <ReaderSlotContext value={value}>{children}</ReaderSlotContext>;
}

/** The reader overlay the app provides (renders nothing outside a ReaderSlotProvider). */
export const useReaderSlot = (): ReaderSlot => useContext(ReaderSlotContext);
