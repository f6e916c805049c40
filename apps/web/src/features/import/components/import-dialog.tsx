import { IMPORT_MESSAGES } from '@quire/shared/messages/import';
import { clsx } from 'clsx';
import { BookOpen, CircleAlert, CircleCheck, FileText, FileUp, LoaderCircle } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { links } from '@/lib/links';
import { fileKind, formatFileSize, IMPORT_ACCEPT } from '../lib/import-files';
import type { ImportItem } from '../lib/use-import-queue';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  items: ImportItem[];
  onAdd: (files: File[]) => void;
  onClearFinished: () => void;
  busy: boolean;
}

/**
 * The Import books dialog: pick (or drop) several files; each one shows its upload progress and
 * then its draft (Review draft, Read) or why it was refused. Closing it leaves the uploads going.
 */
export function ImportDialog({ open, onClose, items, onAdd, onClearFinished, busy }: ImportDialogProps) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const finished = items.some((item) => item.state === 'done' || item.state === 'failed');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onAdd([...event.dataTransfer.files]);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={IMPORT_MESSAGES.dialogTitle}
      description={IMPORT_MESSAGES.dialogDescription}
      size="lg"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; Choose files is the accessible way */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'mt-5 flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-7 text-center transition',
          'focus-within:border-accent-600 focus-within:bg-accent-50/40',
          dragging ? 'border-accent-600 bg-accent-50/60' : 'border-paper-300 bg-white/60',
        )}
      >
        <span className="grid size-12 place-items-center rounded-full bg-accent-600/10 text-accent-700">
          <FileUp className="size-6" aria-hidden="true" />
        </span>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={IMPORT_ACCEPT}
          aria-label="Choose files to import"
          aria-describedby={hintId}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button
          onClick={() => inputRef.current?.click()}
          icon={<FileText className="size-4.5" aria-hidden="true" />}
        >
          Choose files
        </Button>
        <p id={hintId} className="text-sm text-ink-600">
          {IMPORT_MESSAGES.dropHint}
        </p>
      </div>

      {items.length ? (
        <ul className="mt-5 grid gap-3" aria-label="Files">
          {items.map((item) => (
            <ImportRow key={item.id} item={item} onNavigate={onClose} />
          ))}
        </ul>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-end gap-2">
        {finished && !busy ? (
          <Button variant="ghost" onClick={onClearFinished}>
            Clear list
          </Button>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          {busy ? 'Keep importing in the background' : 'Done'}
        </Button>
      </div>
    </Dialog>
  );
}

function ImportRow({ item, onNavigate }: { item: ImportItem; onNavigate: () => void }) {
  const { file } = item;
  const labelId = useId();
  return (
    <li
      aria-labelledby={labelId}
      className={clsx(
        'rounded-xl border bg-white px-4 py-3.5 shadow-xs',
        item.state === 'failed' ? 'border-red-200' : 'border-paper-200',
      )}
    >
      <div className="flex items-start gap-3">
        <StateIcon item={item} />
        <div className="min-w-0 flex-1">
          <p id={labelId} className="truncate font-medium text-ink-900" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-ink-500">
            {fileKind(file.name)} · {formatFileSize(file.size)}
          </p>
          <RowDetail item={item} onNavigate={onNavigate} />
        </div>
      </div>
    </li>
  );
}

function StateIcon({ item }: { item: ImportItem }) {
  const common = 'mt-0.5 size-5 shrink-0';
  if (item.state === 'done')
    return <CircleCheck className={clsx(common, 'text-emerald-600')} aria-hidden="true" />;
  if (item.state === 'failed')
    return <CircleAlert className={clsx(common, 'text-red-600')} aria-hidden="true" />;
  if (item.state === 'waiting')
    return <FileText className={clsx(common, 'text-ink-400')} aria-hidden="true" />;
  return <LoaderCircle className={clsx(common, 'animate-spin text-accent-600')} aria-hidden="true" />;
}

function RowDetail({ item, onNavigate }: { item: ImportItem; onNavigate: () => void }) {
  switch (item.state) {
    case 'waiting':
      return <p className="mt-2 text-sm text-ink-600">Waiting…</p>;
    case 'uploading': {
      const percent = Math.round(item.progress * 100);
      return (
        <div className="mt-2 flex items-center gap-3">
          <ProgressBar value={percent} label={`Uploading ${item.file.name}`} size="sm" className="flex-1" />
          <span className="w-10 text-right text-xs tabular-nums text-ink-600">{percent}%</span>
        </div>
      );
    }
    case 'reading':
      return <p className="mt-2 text-sm text-ink-600">Uploaded · reading the book…</p>;
    case 'failed':
      return <p className="mt-2 text-sm text-red-700">{item.message}</p>;
    case 'done': {
      const { book } = item;
      const chapters = book.chapters.length;
      return (
        <div className="mt-2">
          <p className="text-sm text-ink-700">
            Draft <span className="font-medium text-ink-900">“{book.title}”</span> by {book.author} ·{' '}
            {chapters === 1 ? '1 chapter' : `${chapters} chapters`}
          </p>
          {book.importNotes.length ? (
            <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-xs text-ink-600">
              {book.importNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink
              to={links.editBook(book._id)}
              size="sm"
              onClick={onNavigate}
              aria-label={`Review draft ${book.title}`}
            >
              {IMPORT_MESSAGES.reviewDraft}
            </ButtonLink>
            <ButtonLink
              to={links.reader(book._id, 1)}
              size="sm"
              variant="outline"
              onClick={onNavigate}
              aria-label={`Read ${book.title}`}
            >
              <BookOpen className="size-4" aria-hidden="true" />
              Read
            </ButtonLink>
          </div>
        </div>
      );
    }
  }
}
