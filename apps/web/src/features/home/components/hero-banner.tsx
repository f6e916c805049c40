import type { Book } from '@quire/shared/schemas/books';
import { BookOpen, PenLine } from 'lucide-react';
import { BookCover } from '@/components/ui/book-cover';
import { Link } from 'react-router';

interface HeroBannerProps {
  onStartReading: () => void;
  /** The book Start Reading resumes, when there is one in progress. */
  resumeTitle?: string;
  /** A few featured books fanned out beside the text. */
  covers: Pick<Book, '_id' | 'title' | 'author' | 'coverThumb' | 'coverImage'>[];
}

/** The home hero with Start Reading and Start Writing. */
export function HeroBanner({ onStartReading, resumeTitle, covers }: HeroBannerProps) {
  const fanned = covers.slice(0, 3);
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="relative overflow-hidden rounded-3xl bg-[radial-gradient(120%_140%_at_0%_0%,var(--color-accent-600)_0%,var(--color-accent-800)_55%,#3b170d_100%)] px-6 py-9 text-[#fdfaf4] shadow-lifted sm:px-10 sm:py-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-[radial-gradient(circle,rgb(255_255_255/0.14),transparent_70%)]"
      />
      <div className="relative flex items-center gap-10">
        <div className="max-w-xl">
          <p className="text-sm font-semibold tracking-[0.14em] text-[#f5d9cf] uppercase">
            Your reading room
          </p>
          <h1
            id="home-hero-heading"
            className="mt-3 font-serif text-3xl leading-tight font-semibold text-balance sm:text-4xl lg:text-[2.75rem]"
          >
            Stories worth staying up for
          </h1>
          <p className="mt-4 max-w-md text-base leading-relaxed text-[#f8f2e7] sm:text-lg">
            Discover new voices, pick up where you left off, or start the book only you can write.
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={onStartReading}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-[#fdfaf4] px-6 text-base font-medium text-[#1e1a15] shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#fdfaf4]"
            >
              <BookOpen className="size-5" aria-hidden="true" />
              Start Reading
            </button>
            <Link
              to="/book-upload"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-full border border-[#fdfaf4]/50 px-6 text-base font-medium text-[#fdfaf4] transition hover:border-[#fdfaf4] hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#fdfaf4]"
            >
              <PenLine className="size-5" aria-hidden="true" />
              Start Writing
            </Link>
          </div>
          {resumeTitle ? (
            <p className="mt-4 text-sm text-[#f5d9cf]">
              Start Reading picks up <span className="font-semibold text-[#fdfaf4]">{resumeTitle}</span> where
              you left off.
            </p>
          ) : null}
        </div>
        {fanned.length ? (
          <div aria-hidden="true" className="relative ml-auto hidden h-64 w-64 shrink-0 lg:block">
            {fanned.map((book, index) => (
              <div
                key={book._id}
                className="absolute top-1/2 left-1/2 w-32"
                style={{
                  transform: `translate(-50%, -50%) translateX(${(index - 1) * 78}px) translateY(${index === 1 ? -6 : 6}px) rotate(${(index - 1) * 7}deg)`,
                  zIndex: index === 1 ? 2 : 1,
                }}
              >
                <BookCover
                  title={book.title}
                  author={book.author}
                  src={book.coverThumb ?? book.coverImage}
                  decorative
                  eager
                  width={288}
                  height={432}
                  className="ring-1 ring-black/10"
                />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
