import type { ContinueReadingItem } from '@quire/shared/schemas/reader';
import { BookCover } from '@/components/ui/book-cover';
import { ProgressBar } from '@/components/ui/progress-bar';
import { countOf } from '@/lib/format';

interface ContinueReadingRowProps {
  items: ContinueReadingItem[];
  onOpen: (item: ContinueReadingItem) => void;
}

/** Books in progress, most recent first; each opens the reader where the reader stopped. */
export function ContinueReadingRow({ items, onOpen }: ContinueReadingRowProps) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="continue-heading">
      <h2 id="continue-heading" className="font-serif text-2xl font-semibold tracking-tight text-ink-900">
        Continue reading
      </h2>
      <ul className="relative -mx-1 mt-4 flex snap-x gap-3 overflow-x-auto px-1 pt-1 pb-3">
        {items.map((item) => {
          const progress = Math.round(item.progress);
          return (
            <li key={item._id} className="w-[16.5rem] shrink-0 snap-start">
              <button
                type="button"
                onClick={() => onOpen(item)}
                className="flex w-full items-center gap-3 rounded-2xl border border-paper-200 bg-white/80 p-3 text-left shadow-card transition hover:-translate-y-0.5 hover:shadow-lifted"
              >
                <BookCover
                  title={item.title}
                  author={item.author}
                  src={item.coverThumb ?? item.coverImage}
                  decorative
                  width={112}
                  height={168}
                  className="w-14 shrink-0"
                />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-serif leading-snug font-semibold text-ink-900">
                    {item.title}
                  </span>
                  <span className="mt-0.5 block truncate text-xs text-ink-600">
                    {item.currentChapter
                      ? `Chapter ${item.currentChapter} of ${item.totalChapters}`
                      : countOf(item.totalChapters, 'chapter')}
                  </span>
                  <ProgressBar
                    size="sm"
                    value={progress}
                    label={`Progress in ${item.title}`}
                    className="mt-2"
                  />
                  <span className="mt-1 block text-xs text-ink-600">{progress}% complete</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
