import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ReaderOverlayProps } from '@/features/books';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { Reader } from './reader';

/**
 * The full-screen reader as a modal layer over any screen (home, dashboard, library): the page
 * behind is inert and does not scroll, focus stays inside, Escape or the close button closes it.
 * Reading position, settings and sessions are saved exactly as on /book-reader.
 */
export function ReaderOverlay({
  bookId,
  initialChapter,
  onClose,
  title,
  closeLabel = 'Close',
}: ReaderOverlayProps) {
  const [book, setBook] = useState({ id: bookId, chapter: initialChapter });
  const [openedFor, setOpenedFor] = useState(bookId);
  // A new bookId from the parent opens that book (adjusting state during render, not in an effect).
  if (openedFor !== bookId) {
    setOpenedFor(bookId);
    setBook({ id: bookId, chapter: initialChapter });
  }
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const onChapterChange = useCallback(
    (chapter: number) => setBook((current) => ({ ...current, chapter })),
    [],
  );
  const onSwitchBook = useCallback((id: string) => setBook({ id, chapter: undefined }), []);
  // Callers pass inline functions; the reader should not re-subscribe on every render of theirs.
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });
  const close = useCallback(() => latestOnClose.current(), []);
  useFocusTrap(ref, true);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="fixed inset-0 z-50 animate-fade-in outline-none"
    >
      <Reader
        variant="overlay"
        bookId={book.id}
        chapter={book.chapter}
        onChapterChange={onChapterChange}
        onSwitchBook={onSwitchBook}
        onClose={close}
        closeLabel={closeLabel}
        heading={book.id === bookId ? title : undefined}
        headingId={headingId}
      />
    </div>,
    document.body,
  );
}
