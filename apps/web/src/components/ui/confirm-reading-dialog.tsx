import { confirmReadingText } from '@quire/shared/messages/reader';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmReadingDialogProps {
  open: boolean;
  book: { title: string; author: string };
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The spec's Confirm Reading dialog: 'Do you want to read "{title}" by {author}?' with Cancel and
 * Confirm. Escape, the close button and a click on the backdrop cancel too; Confirm has focus first.
 */
export function ConfirmReadingDialog({ open, book, onCancel, onConfirm }: ConfirmReadingDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={confirmReadingText(book.title, book.author)}
      titleClassName="pr-2 font-serif text-xl leading-snug font-semibold text-balance text-ink-900"
      className="p-6 sm:p-7"
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button data-autofocus onClick={onConfirm}>
          Confirm
        </Button>
      </div>
    </Dialog>
  );
}
