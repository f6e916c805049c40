import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  /** Destructive actions get a red confirm button. */
  tone?: 'danger' | 'default';
}

/** A yes/no question in a modal; Cancel has focus first so Enter never destroys anything. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending = false,
  tone = 'default',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={children}>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          isLoading={isPending}
          className={tone === 'danger' ? 'bg-red-700 hover:bg-red-800 active:bg-red-900' : undefined}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
