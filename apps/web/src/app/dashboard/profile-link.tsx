import { UI_TEXT } from '@quire/shared';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
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
      <div className="flex items-center gap-2.5 px-1" aria-hidden="true">
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
      {avatar ? (
        <img src={avatar} alt="" className="size-9 shrink-0 rounded-full object-cover ring-2 ring-white" />
      ) : (
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-sage-100 text-sage-700 ring-2 ring-white">
          <UserRound className="size-5" aria-hidden="true" />
          <span className="sr-only">{UI_TEXT.noAvatar}</span>
        </span>
      )}
      <span className="max-w-[4rem] truncate text-sm font-medium text-ink-800 min-[400px]:max-w-[6.5rem] sm:max-w-[10rem]">
        {displayName}
      </span>
    </Link>
  );
}
