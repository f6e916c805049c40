import { HIGHLIGHT_MESSAGES } from '@quire/shared/messages/highlights';
import { useId } from 'react';
import { links } from '@/lib/links';
import { useBookHighlights } from '../api/highlights';
import { AnnotationsMenu } from './annotations-menu';
import { ExportMarkdownButton, HighlightsList } from './highlights-list';

/** The reader's address of a highlight's place: its chapter, paragraph and the highlight itself. */
export function highlightHref(
  bookId: string,
  highlight: { _id: string; chapterNumber: number | null; paragraph: number; detached: boolean },
) {
  const base = links.reader(bookId, highlight.chapterNumber ?? undefined);
  if (highlight.chapterNumber === null || highlight.detached) return base;
  return `${base}&${new URLSearchParams({ paragraph: String(highlight.paragraph), highlight: highlight._id })}`;
}

/** The book page's "Your notes & highlights": private, with a way back to each place and the Markdown export. */
export function BookHighlightsSection({ bookId }: { bookId: string }) {
  const headingId = useId();
  const highlights = useBookHighlights(bookId);
  const items = highlights.data ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
            {HIGHLIGHT_MESSAGES.bookSectionTitle}{' '}
            <span className="font-sans text-base font-medium text-ink-600">({items.length})</span>
          </h2>
          <p className="mt-1 text-sm text-ink-600">{HIGHLIGHT_MESSAGES.private}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {items.length > 0 ? (
            <ExportMarkdownButton
              bookId={bookId}
              className="inline-flex h-10 items-center gap-1.5 rounded-full border border-paper-300 bg-white px-4 text-sm font-semibold text-ink-800 transition hover:bg-paper-100"
            />
          ) : null}
          <AnnotationsMenu bookId={bookId} canExport={items.length > 0} />
        </div>
      </div>
      <div className="mt-3">
        <HighlightsList
          bookId={bookId}
          status={highlights.status}
          highlights={items}
          onRetry={() => void highlights.refetch()}
          jumpHref={(highlight) => highlightHref(bookId, highlight)}
          look="page"
          emptyText={HIGHLIGHT_MESSAGES.bookSectionEmpty}
        />
      </div>
    </section>
  );
}
