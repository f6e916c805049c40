import type { ProfileBook, ProfileShelfBook, PublicProfile } from '@quire/shared/schemas/social';
import { UI_TEXT } from '@quire/shared/messages';
import { clsx } from 'clsx';
import { ArrowLeft, BookOpen, CheckCircle2, Clock, FileText, Lock, Settings } from 'lucide-react';
import { FavoriteIcon, LikeIcon, RatingIcon } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { usePublicProfile } from '../api/get-public-profile';
import { links } from '@/lib/links';

const numberFormat = new Intl.NumberFormat();

const STATUS_STYLES: Record<string, string> = {
  Reading: 'bg-sage-100 text-sage-700',
  Completed: 'bg-paper-200 text-ink-800',
  'Want to Read': 'bg-accent-50 text-accent-800',
};

interface PublicProfileViewProps {
  userId: string;
  onBack: () => void;
}

/** /u/:userId — a reader's public profile, as much as their privacy settings show. */
export function PublicProfileView({ userId, onBack }: PublicProfileViewProps) {
  const profile = usePublicProfile(userId);
  return (
    <div className="pb-16">
      <title>{profile.data ? `${profile.data.name} · Quire` : 'Reader · Quire'}</title>
      <div>
        <div className="mx-auto flex max-w-5xl items-center gap-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={onBack}
            icon={<ArrowLeft className="size-4" aria-hidden="true" />}
          >
            Back
          </Button>
        </div>
      </div>
      <div className="max-w-5xl pt-6">
        {profile.isLoading ? (
          <ProfileSkeleton />
        ) : profile.data ? (
          <ProfileBody profile={profile.data} />
        ) : (
          <div
            role="alert"
            className="rounded-2xl border border-paper-200 bg-white p-8 text-center shadow-card"
          >
            <p className="font-serif text-xl text-ink-900">
              {isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 400)
                ? 'This reader could not be found.'
                : 'This profile could not be loaded. Please try again.'}
            </p>
            <ButtonLink to="/dashboard" variant="outline" size="sm" className="mt-5">
              Go to the dashboard
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}

function ProfileBody({ profile }: { profile: PublicProfile }) {
  const books = profile.publishedBooks ?? [];
  return (
    <div className="space-y-8">
      <section className="flex flex-col items-center gap-5 rounded-2xl border border-paper-200 bg-white p-6 text-center shadow-card sm:flex-row sm:items-start sm:p-8 sm:text-left">
        <Avatar
          src={profile.avatar}
          name={profile.name}
          fallback="icon"
          decorative={false}
          className="size-24 bg-sage-100 text-sage-700 ring-4 ring-paper-50 shadow-card sm:size-28"
          iconClassName="size-11"
        />
        <div className="min-w-0 flex-1">
          <h1 className="font-serif text-3xl font-semibold tracking-tight break-words text-ink-900">
            {profile.name}
          </h1>
          {profile.memberSince ? (
            <p className="mt-1 text-sm text-ink-600">
              Reader since{' '}
              {new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(
                new Date(profile.memberSince),
              )}
            </p>
          ) : null}
          {profile.bio ? (
            <p className="mt-4 max-w-2xl leading-relaxed whitespace-pre-line text-ink-800">{profile.bio}</p>
          ) : null}
          {!profile.isPublic ? (
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-paper-100 px-3 py-1.5 text-sm text-ink-700">
              <Lock className="size-4" aria-hidden="true" />
              {profile.isOwner
                ? 'Your profile is private: other readers only see your name.'
                : 'This profile is private.'}
            </p>
          ) : null}
        </div>
        {profile.isOwner ? (
          <ButtonLink to="/profile" variant="outline" size="sm" className="shrink-0">
            <Settings className="size-4" aria-hidden="true" />
            Edit profile
          </ButtonLink>
        ) : null}
      </section>

      {profile.readingActivity ? (
        <section aria-labelledby="activity-heading">
          <h2
            id="activity-heading"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 font-serif text-xl font-semibold text-ink-900"
          >
            Reading activity
            {profile.visibleToOthers?.readingActivity === false ? <OnlyYou /> : null}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat
              icon={<CheckCircle2 className="size-5" />}
              label="Books completed"
              value={profile.readingActivity.booksCompleted}
            />
            <Stat
              icon={<BookOpen className="size-5" />}
              label="Reading now"
              value={profile.readingActivity.booksReading}
            />
            <Stat
              icon={<FileText className="size-5" />}
              label="Pages read"
              value={profile.readingActivity.pagesRead}
            />
            <Stat
              icon={<Clock className="size-5" />}
              label="Hours read"
              // Tenths of an hour rounded down, as the Achievements counter shows them.
              value={Math.floor(profile.readingActivity.minutesRead / 6) / 10}
            />
          </dl>
        </section>
      ) : null}

      {profile.isPublic || profile.isOwner ? (
        <section aria-labelledby="published-heading">
          <h2 id="published-heading" className="font-serif text-xl font-semibold text-ink-900">
            Published books <span className="text-ink-600 tabular-nums">({books.length})</span>
          </h2>
          {books.length === 0 ? (
            <p className="mt-3 text-ink-600">No published books yet.</p>
          ) : (
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {books.map((book) => (
                <PublishedBookCard key={book._id} book={book} />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {profile.bookshelf ? (
        <section aria-labelledby="shelf-heading">
          <h2
            id="shelf-heading"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 font-serif text-xl font-semibold text-ink-900"
          >
            Bookshelf
            {profile.visibleToOthers?.bookshelf === false ? <OnlyYou /> : null}
          </h2>
          {profile.bookshelf.length === 0 ? (
            <p className="mt-3 text-ink-600">The shelves are empty for now.</p>
          ) : (
            <ul className="mt-4 divide-y divide-paper-200 rounded-2xl border border-paper-200 bg-white shadow-card">
              {profile.bookshelf.map((book) => (
                <ShelfRow key={book._id} book={book} />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** Tells the owner that a section is hidden from other readers by their privacy settings. */
function OnlyYou() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-paper-200 px-2.5 py-0.5 font-sans text-xs font-medium text-ink-700">
      <Lock className="size-3.5" aria-hidden="true" />
      Only you can see this
    </span>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-paper-200 bg-white p-4 shadow-card">
      <dt className="flex items-center gap-2 text-sm text-ink-600">
        <span className="text-accent-700" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 font-serif text-2xl font-semibold text-ink-900 tabular-nums">
        {numberFormat.format(value)}
      </dd>
    </div>
  );
}

function Cover({ src, title, className }: { src: string | null; title: string; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={clsx('bg-paper-200 object-cover shadow-book', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={clsx(
        'grid place-items-center bg-gradient-to-br from-accent-600 to-accent-800 p-2 text-center font-serif text-xs text-white shadow-book',
        className,
      )}
    >
      {title}
    </span>
  );
}

function PublishedBookCard({ book }: { book: ProfileBook }) {
  return (
    <li>
      <Link
        to={links.libraryBook(book._id)}
        className="group block rounded-xl focus-visible:outline-offset-4"
      >
        <Cover
          src={book.coverImage}
          title={book.title}
          className="aspect-[2/3] w-full rounded-lg transition group-hover:-translate-y-0.5"
        />
        <p className="mt-2 line-clamp-2 text-sm font-medium text-ink-900 group-hover:text-accent-700">
          {book.title}
        </p>
        <p className="mt-0.5 flex items-center gap-3 text-xs text-ink-600">
          <span className="inline-flex items-center gap-1">
            <LikeIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Likes:</span> {numberFormat.format(book.likes)}
          </span>
          {book.rating.totalRatings > 0 ? (
            <span className="inline-flex items-center gap-1">
              <RatingIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Rating:</span> {book.rating.averageRating.toFixed(1)}
            </span>
          ) : null}
        </p>
      </Link>
    </li>
  );
}

function ShelfRow({ book }: { book: ProfileShelfBook }) {
  return (
    <li className="flex items-center gap-4 px-4 py-3">
      <Cover src={book.coverImage} title="" className="h-16 w-11 shrink-0 rounded" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink-900">{book.title}</p>
        <p className="truncate text-sm text-ink-600">{book.author}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {book.status ? (
          <span
            className={clsx('rounded-full px-2.5 py-0.5 text-xs font-medium', STATUS_STYLES[book.status])}
          >
            {book.status}
          </span>
        ) : null}
        {book.favorite ? (
          <span className="inline-flex items-center gap-1 text-xs text-accent-700">
            <FavoriteIcon className="size-3.5 fill-accent-600" aria-hidden="true" />
            Favorite
          </span>
        ) : null}
      </div>
    </li>
  );
}

function ProfileSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        {UI_TEXT.loading}
      </p>
      <div className="space-y-8" aria-hidden="true">
        <div className="flex flex-col items-center gap-5 rounded-2xl border border-paper-200 bg-white p-8 sm:flex-row">
          <Skeleton className="size-28 rounded-full" />
          <div className="w-full max-w-md space-y-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="aspect-[2/3] w-full rounded-lg" />
          ))}
        </div>
      </div>
    </>
  );
}
