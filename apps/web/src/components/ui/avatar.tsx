import { UI_TEXT } from '@quire/shared/messages';
import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';

export interface AvatarProps {
  /** The picture; without it the fallback shows. */
  src?: string | null;
  /** The person's name: the initial fallback and the picture's alt text come from it. */
  name: string;
  /** `initial`: the name's first letter (a comment's author). `icon`: a person icon, named 'No avatar'. */
  fallback?: 'initial' | 'icon';
  /** Decorative pictures (beside the name already shown) have an empty alt. */
  decorative?: boolean;
  /** Size, colours and ring of the round frame (e.g. 'size-9 bg-sage-100 text-sage-700'). */
  className?: string;
  /** Size of the fallback icon. */
  iconClassName?: string;
}

/** A user's round picture, or their initial or a person icon when they have none. */
export function Avatar({
  src,
  name,
  fallback = 'initial',
  decorative = true,
  className,
  iconClassName = 'size-5',
}: AvatarProps) {
  return (
    <span className={clsx('grid shrink-0 place-items-center overflow-hidden rounded-full', className)}>
      {src ? (
        <img src={src} alt={decorative ? '' : `${name}'s avatar`} className="size-full object-cover" />
      ) : fallback === 'initial' ? (
        <span aria-hidden="true" className="font-semibold">
          {name.charAt(0).toUpperCase()}
        </span>
      ) : (
        <>
          <UserRound className={iconClassName} aria-hidden="true" />
          <span className="sr-only">{UI_TEXT.noAvatar}</span>
        </>
      )}
    </span>
  );
}
