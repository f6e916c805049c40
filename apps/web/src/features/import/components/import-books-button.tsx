import { clsx } from 'clsx';
import { FileUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useShowFileJobKinds } from '@/lib/file-jobs/pending-file-jobs';
import { useImportQueue } from '../lib/use-import-queue';

const IMPORT_JOBS = ['import'] as const;

/** The dialog's code loads when it is first opened (the toolbar's first screen does not need it). */
const ImportDialog = lazy(async () => ({ default: (await import('./import-dialog')).ImportDialog }));

/**
 * The Import button (library toolbar, book form) and its dialog. The queue lives here, so closing
 * the dialog keeps the uploads going; a polite live region says what each file became.
 */
export function ImportBooksButton({
  className,
  variant = 'outline',
  label = 'Import',
  compact = false,
}: {
  className?: string;
  variant?: ButtonVariant;
  label?: string;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closing it keeps its uploads' rows as they are).
  const [opened, setOpened] = useState(false);
  const queue = useImportQueue();
  // While it is open, the dialog shows how each file ended; the toasts are for when it is not.
  useShowFileJobKinds(IMPORT_JOBS, open);
  const working = queue.items.filter((item) => item.state !== 'done' && item.state !== 'failed').length;
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        icon={<FileUp className="size-4.5" aria-hidden="true" />}
        className={clsx(compact && !working && 'max-sm:gap-0 max-sm:px-3', className)}
        aria-haspopup="dialog"
      >
        {working ? (
          `Importing ${working}…`
        ) : (
          <span className={clsx(compact && 'max-sm:sr-only')}>{label}</span>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportDialog
            open={open}
            onClose={() => setOpen(false)}
            items={queue.items}
            onAdd={queue.add}
            onClearFinished={queue.clearFinished}
            onRemove={queue.remove}
            onAnnounce={queue.announce}
            busy={queue.busy}
          />
        </Suspense>
      )}
      <div role="status" aria-live="polite" className="sr-only">
        {queue.announcement}
      </div>
    </>
  );
}
