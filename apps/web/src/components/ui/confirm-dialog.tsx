import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is removed. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isPending}
          aria-busy={isPending || undefined}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-[0.9375rem] font-medium text-white shadow-sm transition hover:bg-red-800 active:bg-red-900 disabled:opacity-60"
        >
          {isPending ? <Spinner className="size-4" /> : null}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
