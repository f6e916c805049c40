import { AuthButton } from './auth-button';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpenText from 'lucide-react/icons/book-open-text';
import { BookCover } from '@/components/ui/book-cover';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(235_178_159/0.45),transparent_70%),radial-gradient(40rem_24rem_at_-10%_110%,rgb(227_235_224/0.9),transparent_70%)] dark:bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(235_178_159/0.18),transparent_70%),radial-gradient(40rem_24rem_at_-10%_110%,rgb(147_180_143/0.14),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-paper-300 bg-white/60 px-3 py-1 text-sm font-medium text-ink-700">
            <BookOpenText className="size-4 text-accent-600" aria-hidden="true" />
            Your reading room, online
          </p>
          <h1
            id="hero-heading"
            className="mt-6 font-serif text-[2.5rem] leading-[1.08] font-semibold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl"
          >
            Discover stories worth staying up for.
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-ink-600">
            Explore a growing library, read chapter by chapter in a reader built for long evenings, and keep
            every book you love on shelves that are truly yours.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <AuthButton size="lg" className="group">
              Get Started
              <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
            </AuthButton>
            <AuthButton size="lg" variant="outline">
              Explore Library
            </AuthButton>
          </div>
        </div>

        <HeroArt />
      </div>
    </section>
  );
}

const HERO_BOOKS = [
  {
    title: "The Cartographer's Daughter",
    author: 'Elena Marsh',
    place: 'top-10 left-[4%] w-[36%] -rotate-6',
  },
  { title: 'Salt and Starlight', author: 'Lena Park', place: 'top-14 right-[4%] w-[36%] rotate-6' },
  {
    title: 'A Small Light in Winter',
    author: 'Iris Bell',
    place: 'top-0 left-1/2 w-[40%] -translate-x-1/2 [&>div]:shadow-lifted',
  },
] as const;

function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto h-[22rem] w-full max-w-md sm:h-[26rem]">
      {HERO_BOOKS.map((book) => (
        <div key={book.title} className={`absolute ${book.place}`}>
          <BookCover title={book.title} author={book.author} decorative eager />
        </div>
      ))}
      <div className="absolute inset-x-[6%] bottom-0 rounded-2xl border border-paper-200 bg-white/90 p-4 shadow-lifted backdrop-blur sm:inset-x-[12%]">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="truncate font-serif font-semibold text-ink-900">A Small Light in Winter</span>
          <span className="shrink-0 text-ink-600">Chapter 4 of 12</span>
        </div>
        <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-paper-200">
          <div className="h-full w-[34%] rounded-full bg-accent-600" />
        </div>
        <p className="mt-2 text-xs text-ink-600">34% complete · about 2 hours left</p>
      </div>
    </div>
  );
}
