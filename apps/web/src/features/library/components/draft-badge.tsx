import { LIBRARY_TEXT } from '@quire/shared';

/** Marks the owner's draft in their lists: nobody else sees the book until it is published. */
export function DraftBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
      {LIBRARY_TEXT.draftBadge}
    </span>
  );
}
