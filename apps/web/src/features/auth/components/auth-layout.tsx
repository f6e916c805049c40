import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { Logo } from '@/components/ui/logo';

const SHELF = [
  { title: 'The Lighthouse Keeper', author: 'Mara Ellison' },
  { title: 'Quiet Rivers', author: 'Tomas Greer' },
  { title: 'Notes on Wonder', author: 'Ada Okafor' },
];

/** The sign-in screen's frame: a calm brand panel beside the form (the form alone on phones). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-ink-900 text-paper-100 lg:flex lg:flex-col lg:justify-between lg:p-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(192_88_58/0.35),transparent_55%),radial-gradient(circle_at_100%_100%,rgb(77_107_74/0.35),transparent_50%)]"
        />
        <Link to="/" className="relative w-fit rounded-lg" aria-label="Quire home">
          <Logo inverse />
        </Link>
        <div
          className="relative mx-auto flex w-full max-w-sm items-end justify-center gap-4 py-12"
          aria-hidden="true"
        >
          {SHELF.map((book, index) => (
            <BookCover
              key={book.title}
              title={book.title}
              author={book.author}
              decorative
              eager
              className={index === 1 ? 'w-36 -translate-y-6' : 'w-28'}
            />
          ))}
        </div>
        <figure className="relative max-w-md">
          <blockquote className="font-serif text-2xl leading-snug text-paper-50 italic">
            “I have always imagined that Paradise will be a kind of library.”
          </blockquote>
          <figcaption className="mt-3 text-sm text-paper-300">Jorge Luis Borges</figcaption>
        </figure>
      </aside>

      <main className="flex flex-col px-5 py-6 sm:px-10 lg:px-16">
        <Link to="/" className="w-fit rounded-lg lg:hidden" aria-label="Quire home">
          <Logo />
        </Link>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">{children}</div>
        <p className="text-center text-xs text-ink-500">
          By continuing you agree to read responsibly and keep a few good books close.
        </p>
      </main>
    </div>
  );
}
