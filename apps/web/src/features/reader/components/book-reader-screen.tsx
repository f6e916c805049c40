import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BookPicker } from './book-picker';
import { Reader } from './reader';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const chapterFrom = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : undefined;
};

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

  if (!bookId || !UUID.test(bookId)) return <BookPicker invalidLink={Boolean(bookId)} />;
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
