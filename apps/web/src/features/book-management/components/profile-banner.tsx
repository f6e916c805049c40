import { PROFILE_MESSAGES, UI_TEXT } from '@quire/shared/messages';
import { Camera, LibraryBig } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toasts';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useUploadAvatar } from '../api/upload-avatar';

export interface BannerUser {
  name: string;
  avatar: string | null;
  createdAt: string;
}

interface ProfileBannerProps {
  user: BannerUser | undefined;
  /** Called after a new avatar is stored (the caller refreshes the user). */
  onAvatarChanged: () => void;
}

const memberSince = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The book management banner: avatar with an upload button, member since, a link to the bookshelf. */
export function ProfileBanner({ user, onAvatarChanged }: ProfileBannerProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    // Images only (spec §5): anything else is refused before any upload.
    if (!file.type.startsWith('image/')) {
      toast.error(PROFILE_MESSAGES.avatarFailed);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(PROFILE_MESSAGES.avatarUploaded);
        onAvatarChanged();
      },
      onError: () => toast.error(PROFILE_MESSAGES.avatarFailed),
    });
  };

  return (
    <section
      aria-label="Your profile"
      className="relative overflow-hidden rounded-3xl bg-ink-900 px-5 py-6 text-paper-50 shadow-lifted sm:px-8 sm:py-8"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-24 -right-10 size-72 rounded-full bg-accent-600/35 blur-3xl" />
        <div className="absolute -bottom-28 left-1/3 size-64 rounded-full bg-sage-600/25 blur-3xl" />
      </div>
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="relative size-24 shrink-0">
          <div className="size-24 overflow-hidden rounded-full bg-paper-200 ring-4 ring-white/15">
            {user?.avatar ? (
              <img src={user.avatar} alt={`${user.name}'s avatar`} className="size-full object-cover" />
            ) : user ? (
              <div
                role="img"
                aria-label={UI_TEXT.noAvatar}
                className="grid size-full place-items-center bg-accent-100 font-serif text-3xl font-semibold text-accent-800"
              >
                {initialsOf(user.name) || '?'}
              </div>
            ) : (
              <Skeleton className="size-full rounded-full" />
            )}
          </div>
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
            aria-label="Upload a new avatar"
            className="absolute -right-1 -bottom-1 grid size-10 place-items-center rounded-full bg-paper-50 text-ink-900 shadow-md ring-2 ring-ink-900 transition hover:bg-white disabled:opacity-70"
          >
            {upload.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Camera className="size-4.5" aria-hidden="true" />
            )}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
        <div className="min-w-0 flex-1">
          {user ? (
            <>
              <p className="truncate font-serif text-2xl font-semibold sm:text-3xl">
                {user.name || UI_TEXT.userFallback}
              </p>
              <p className="mt-1 text-sm text-paper-200">
                Member since {memberSince.format(new Date(user.createdAt))}
              </p>
            </>
          ) : (
            <>
              <Skeleton className="h-8 w-48 bg-white/15" />
              <Skeleton className="mt-2 h-4 w-36 bg-white/15" />
            </>
          )}
        </div>
        <Link
          to="/bookshelf"
          className="inline-flex h-11 items-center justify-center gap-2 self-start rounded-full bg-paper-50 px-5 text-[0.9375rem] font-medium text-ink-900 shadow-sm transition hover:bg-white sm:self-center"
        >
          <LibraryBig className="size-4.5" aria-hidden="true" />
          View Bookshelf
        </Link>
      </div>
    </section>
  );
}
