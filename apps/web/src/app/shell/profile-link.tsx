import { UI_TEXT } from '@quire/shared/messages';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';

interface ProfileLinkProps {
  name?: string | null;
  avatar?: string | null;
  isLoading?: boolean;
}

/** Avatar (or 'No Avatar Available') and name, linking to /profile. */
export function ProfileLink({ name, avatar, isLoading = false }: ProfileLinkProps) {
  if (isLoading) {
    return (
      // As tall as the link it stands in for (its py-1 around the avatar): the header keeps its height.
      <div className="flex items-center gap-2.5 py-1 pr-3 pl-1" aria-hidden="true">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="hidden h-4 w-20 sm:block" />
      </div>
    );
  }
  const displayName = name?.trim() || UI_TEXT.userFallback;
  return (
    <Link
      to="/profile"
      className="flex min-w-0 items-center gap-2.5 rounded-full py-1 pr-3 pl-1 transition hover:bg-paper-200/70"
    >
      <Avatar
        src={avatar}
        name={displayName}
        fallback="icon"
        className="size-9 bg-sage-100 text-sage-700 ring-2 ring-white"
      />
      {/* On a phone the first name, which fits; the whole name from 640px. */}
      <span className="max-w-[5.75rem] truncate text-sm font-medium text-ink-800 sm:hidden">
        {displayName.split(/\s+/)[0]}
      </span>
      <span className="hidden max-w-[10rem] truncate text-sm font-medium text-ink-800 sm:inline">
        {displayName}
      </span>
    </Link>
  );
}
