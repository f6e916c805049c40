import { WORDS_PER_PAGE } from '@quire/shared/constants';
import { READER_IDLE_MS } from '@quire/shared/constants/reader';
import { BookOpen, ChartNoAxesColumn, Keyboard, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { READER_SHORTCUTS } from '@/features/reader';

const sectionClass = 'rounded-2xl border border-paper-200 bg-white/70 p-6 shadow-card';
const linkClass = 'font-medium text-accent-700 underline-offset-4 hover:underline';

function HelpSection({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="flex items-center gap-2 font-serif text-xl font-semibold text-ink-900">
        {icon}
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

/** Help (/help): the reader's keys, how reading stats are counted, how to publish a book. */
export default function HelpRoute() {
  const idleMinutes = Math.round(READER_IDLE_MS / 60_000);
  return (
    <div className="max-w-3xl">
      <title>Help · Quire</title>
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">Help</h1>
      <p className="mt-2 text-ink-600">How Quire's reader, statistics and publishing work.</p>

      <div className="mt-8 space-y-6">
        <HelpSection
          id="help-shortcuts"
          icon={<Keyboard className="size-5 text-accent-600" aria-hidden="true" />}
          title="Keyboard shortcuts in the reader"
        >
          <p>
            While a book is open in the reader (not while you type in a comment), these keys work. Press{' '}
            <kbd className="rounded border border-paper-300 bg-paper-100 px-1.5 font-mono text-sm">?</kbd> in
            the reader to see them there.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            {READER_SHORTCUTS.map(({ keys, label }) => (
              <div key={label} className="contents">
                <dt className="flex gap-1">
                  {keys.map((key) => (
                    <kbd
                      key={key}
                      className="min-w-7 rounded border border-paper-300 bg-paper-100 px-1.5 text-center font-mono text-sm text-ink-900"
                    >
                      {key}
                    </kbd>
                  ))}
                </dt>
                <dd>{label}</dd>
              </div>
            ))}
          </dl>
        </HelpSection>

        <HelpSection
          id="help-stats"
          icon={<ChartNoAxesColumn className="size-5 text-accent-600" aria-hidden="true" />}
          title="How reading stats are counted"
        >
          <p>
            <strong className="text-ink-900">Pages</strong> are counted from words: every {WORDS_PER_PAGE}{' '}
            words you read make one page (pages = words / {WORDS_PER_PAGE}, rounded). A book's length in pages
            is its word count divided by {WORDS_PER_PAGE} the same way.
          </p>
          <p>
            <strong className="text-ink-900">Reading time</strong> comes from reading sessions: the time the
            reader is open on a chapter. Idle time is left out — after {idleMinutes} minutes without
            scrolling, a key, a tap or with the tab hidden, the session pauses until you come back.
          </p>
          <p>
            Goals, streaks, the daily average and{' '}
            <Link to="/reading-progress" className={linkClass}>
              Reading Progress
            </Link>{' '}
            are all built from those pages and sessions;{' '}
            <Link to="/reading-history" className={linkClass}>
              Reading History
            </Link>{' '}
            lists every book you started.
          </p>
        </HelpSection>

        <HelpSection
          id="help-publish"
          icon={<PenLine className="size-5 text-accent-600" aria-hidden="true" />}
          title="How to publish a book"
        >
          <ol className="list-decimal space-y-2 pl-5">
            <li>
              Open{' '}
              <Link to="/book-upload" className={linkClass}>
                Upload
              </Link>{' '}
              (in the menu, or Start Writing on Home).
            </li>
            <li>Add a cover if you like, then fill in title, author, category and a description.</li>
            <li>
              Add chapters with Add Chapter: each has a title and its text. Blank lines start new paragraphs.
            </li>
            <li>
              Press Save Book. The book appears in the Knowledge Pool and your library, where readers can open
              it.
            </li>
            <li>To change it later, open the book's page or its details and choose Edit.</li>
          </ol>
        </HelpSection>

        <HelpSection
          id="help-reading"
          icon={<BookOpen className="size-5 text-accent-600" aria-hidden="true" />}
          title="Finding books"
        >
          <p>
            Search from the box at the top of every screen, browse the{' '}
            <Link to="/all-books" className={linkClass}>
              Knowledge Pool
            </Link>{' '}
            by category, or open a cover to see the book's page with its chapters and comments.
          </p>
        </HelpSection>
      </div>
    </div>
  );
}
