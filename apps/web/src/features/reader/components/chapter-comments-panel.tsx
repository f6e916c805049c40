import { useFeatureSlots } from '@/features/books';
import { ReaderSheet } from './reader-sheet';
import { quoted } from '@/lib/format';

/** A chapter's comments: newest first, add one, delete your own (or any, for admins). */
export function ChapterCommentsPanel({
  open,
  onClose,
  bookId,
  chapter,
  chapterTitle,
}: {
  open: boolean;
  onClose: () => void;
  bookId: string;
  chapter: number;
  chapterTitle: string;
}) {
  const { Comments } = useFeatureSlots();
  return (
    <Comments bookId={bookId} chapterNumber={chapter} look="reader">
      {({ list, composer }) => (
        <ReaderSheet
          open={open}
          onClose={onClose}
          title="Comments"
          header={<p className="truncate pb-2 text-sm text-(--reader-muted)">on {quoted(chapterTitle)}</p>}
          footer={composer}
        >
          {list}
        </ReaderSheet>
      )}
    </Comments>
  );
}
