import { lazy, Suspense, useCallback } from 'react';
import { FullScreenLoading } from '@/components/ui/full-screen-loading';
import { useNavigate, useSearchParams } from 'react-router';
import { bookFrom, chapterFrom } from '../lib/reader-link';
import { Reader } from './reader';

/** Only /book-reader without a book shows the picker: it is loaded on its own when needed. */
const BookPicker = lazy(async () => ({ default: (await import('./book-picker')).BookPicker }));

/**
 * /book-reader?book=<id>&chapter=<n>. The URL follows the chapter (replacing the entry, so Back
 * leaves the reader), so a reload, Back from elsewhere, or a shared link lands on the same place.
 * Without a book it offers what to read.
 */
export function BookReaderScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const bookId = params.get('book');
  const chapter = chapterFrom(params.get('chapter'));

  const onChapterChange = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('chapter', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  // A confirmed suggestion is a new place to come Back to.
  const onSwitchBook = useCallback((id: string) => setParams({ book: id }), [setParams]);
  const onClose = useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/dashboard');
  }, [navigate]);

  if (!bookId || !bookFrom(bookId)) {
    return (
      <Suspense fallback={<FullScreenLoading delayed />}>
        <BookPicker invalidLink={Boolean(bookId)} />
      </Suspense>
    );
  }
  return (
    <div className="h-dvh">
      <Reader
        variant="page"
        bookId={bookId}
        chapter={chapter}
        onChapterChange={onChapterChange}
        onSwitchBook={onSwitchBook}
        onClose={onClose}
        closeLabel="Back"
      />
    </div>
  );
}
