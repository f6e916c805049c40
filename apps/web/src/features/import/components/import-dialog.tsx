import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import { IMPORT_MESSAGES } from '@quire/shared/messages/import';
import { clsx } from 'clsx';
import { BookOpen, CircleAlert, CircleCheck, Clock, FileText, FileUp, LoaderCircle, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import {
  formatJobTime,
  isUnfinished,
  jobFileName,
  jobOfUpload,
  waitingText,
} from '@/lib/file-jobs/file-job-view';
import {
  type FileJob,
  type FileJobOf,
  useDismissFileJobs,
  useFileJobChanges,
  useFileJobs,
} from '@/lib/file-jobs/file-jobs-api';
import { links } from '@/lib/links';
import { recentImportJobs } from '../lib/file-job-view';
import { fileKind, formatFileSize, IMPORT_ACCEPT } from '../lib/import-files';
import type { ImportItem } from '../lib/use-import-queue';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  items: ImportItem[];
  onAdd: (files: File[]) => void;
  onClearFinished: () => void;
  /** Forgets one finished file of this page. */
  onRemove: (id: number) => void;
  /** Says something in the page's polite live region. */
  onAnnounce: (text: string) => void;
  busy: boolean;
}

/** How often the list is asked for while a file in it waits or is being read. */
const DIALOG_POLL_MS = 1_000;

const isFinishedItem = (item: ImportItem) => item.state === 'done' || item.state === 'failed';

/**
 * The Import books dialog: pick (or drop) several files; each one shows its upload progress, its
 * place in the wait list and then its draft (Review draft, Read) or why it was refused. Below them,
 * the reader's other recent imports from the server (sent before a reload, or from another tab),
 * live too. Finished ones can be dismissed. Closing it leaves the uploads going.
 */
export function ImportDialog({
  open,
  onClose,
  items,
  onAdd,
  onClearFinished,
  onRemove,
  onAnnounce,
  busy,
}: ImportDialogProps) {
  const hintId = useId();
  const recentHeadingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const dismissJobs = useDismissFileJobs();
  useFileJobChanges();

  const uploadKeys = items.map((item) => item.key);
  const reading = items.some((item) => item.state === 'reading');
  const jobs = useFileJobs({
    enabled: open,
    pollMs: (list) =>
      open && (reading || recentImportJobs(list, uploadKeys).some(isUnfinished)) ? DIALOG_POLL_MS : false,
  }).data;
  const recent = recentImportJobs(jobs, uploadKeys);

  // A recent job that ends while the dialog is open is said, as this page's own files are.
  const lastStatus = useRef(new Map<string, FileJob['status']>());
  useEffect(() => {
    for (const job of recent) {
      const before = lastStatus.current.get(job.id);
      lastStatus.current.set(job.id, job.status);
      if (!open || !before || !isUnfinished({ status: before }) || isUnfinished(job)) continue;
      onAnnounce(
        job.status === 'done' && job.result
          ? FILE_WORK_MESSAGES.draftReady(job.result.title)
          : `${FILE_WORK_MESSAGES.importFailed(jobFileName(job))}: ${job.message ?? ''}`,
      );
    }
  }, [recent, open, onAnnounce]);

  const finishedJobs = (jobs ?? []).filter((job) => job.kind === 'import' && !isUnfinished(job));
  const finished = items.some(isFinishedItem) || recent.some((job) => !isUnfinished(job));

  /** Keeps the keyboard in the list: focus goes to the next row's Dismiss (or Done) first. */
  const moveFocusFrom = (button: HTMLElement) => {
    const buttons = [...(rowsRef.current?.querySelectorAll<HTMLElement>('[data-dismiss]') ?? [])];
    const at = buttons.indexOf(button);
    (buttons[at + 1] ?? buttons[at - 1] ?? footerRef.current?.querySelector('button:last-child'))?.focus();
  };

  const dismissItem = (item: ImportItem, button: HTMLElement) => {
    moveFocusFrom(button);
    onRemove(item.id);
    const job = jobOfUpload(item.key, jobs);
    if (job && !isUnfinished(job)) dismissJobs.mutate([job.id]);
  };

  const dismissJob = (job: FileJob, button: HTMLElement) => {
    moveFocusFrom(button);
    dismissJobs.mutate([job.id]);
  };

  const clearList = () => {
    onClearFinished();
    if (finishedJobs.length) dismissJobs.mutate(finishedJobs.map((job) => job.id));
  };

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

      <div ref={rowsRef}>
        {items.length ? (
          <ul className="mt-5 grid gap-3" aria-label="Files">
            {items.map((item) => (
              <ImportRow
                key={item.id}
                item={item}
                job={jobOfUpload(item.key, jobs)}
                onNavigate={onClose}
                onDismiss={isFinishedItem(item) ? (button) => dismissItem(item, button) : undefined}
              />
            ))}
          </ul>
        ) : null}

        {recent.length ? (
          <section aria-labelledby={recentHeadingId} className="mt-6">
            <h3 id={recentHeadingId} className="text-sm font-semibold text-ink-800">
              {FILE_WORK_MESSAGES.recentImports}
            </h3>
            <ul className="mt-2 grid gap-3">
              {recent.map((job) => (
                <JobRow
                  key={job.id}
                  job={job}
                  onNavigate={onClose}
                  onDismiss={isUnfinished(job) ? undefined : (button) => dismissJob(job, button)}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <div ref={footerRef} className="mt-6 flex flex-wrap items-center justify-end gap-2">
        {finished && !busy ? (
          <Button variant="ghost" onClick={clearList}>
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

type RowTone = 'waiting' | 'queued' | 'working' | 'done' | 'failed';

/** One file: its state icon, name, what it is and, for a finished one, a Dismiss button. */
function RowFrame({
  name,
  meta,
  tone,
  onDismiss,
  children,
}: {
  name: string;
  meta: string;
  tone: RowTone;
  onDismiss?: (button: HTMLElement) => void;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <li
      aria-labelledby={labelId}
      className={clsx(
        'rounded-xl border bg-white px-4 py-3.5 shadow-xs',
        tone === 'failed' ? 'border-red-200' : 'border-paper-200',
      )}
    >
      <div className="flex items-start gap-3">
        <StateIcon tone={tone} />
        <div className="min-w-0 flex-1">
          <p id={labelId} className="truncate font-medium text-ink-900" title={name}>
            {name}
          </p>
          <p className="text-xs text-ink-500">{meta}</p>
          {children}
        </div>
        {onDismiss ? (
          <button
            type="button"
            data-dismiss
            onClick={(event) => onDismiss(event.currentTarget)}
            aria-label={FILE_WORK_MESSAGES.dismiss(name)}
            title="Dismiss"
            className="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-full text-ink-500 transition hover:bg-paper-200/70 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            <X className="size-4.5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </li>
  );
}

function ImportRow({
  item,
  job,
  onNavigate,
  onDismiss,
}: {
  item: ImportItem;
  job: FileJob | undefined;
  onNavigate: () => void;
  onDismiss?: (button: HTMLElement) => void;
}) {
  const { file } = item;
  // While the server has it, its job says whether it still waits for a worker.
  const tone: RowTone =
    item.state === 'reading' && job?.status === 'queued'
      ? 'queued'
      : item.state === 'uploading' || item.state === 'reading'
        ? 'working'
        : item.state;
  return (
    <RowFrame
      name={file.name}
      meta={`${fileKind(file.name)} · ${formatFileSize(file.size)}`}
      tone={tone}
      onDismiss={onDismiss}
    >
      <ItemDetail item={item} job={job} onNavigate={onNavigate} />
    </RowFrame>
  );
}

function JobRow({
  job,
  onNavigate,
  onDismiss,
}: {
  job: FileJobOf<'import'>;
  onNavigate: () => void;
  onDismiss?: (button: HTMLElement) => void;
}) {
  const name = jobFileName(job);
  return (
    <RowFrame
      name={name}
      meta={`${fileKind(name)} · ${formatJobTime(job.createdAt)}`}
      tone={job.status}
      onDismiss={onDismiss}
    >
      <JobDetail job={job} onNavigate={onNavigate} />
    </RowFrame>
  );
}

function StateIcon({ tone }: { tone: RowTone }) {
  const common = 'mt-0.5 size-5 shrink-0';
  if (tone === 'done') return <CircleCheck className={clsx(common, 'text-emerald-600')} aria-hidden="true" />;
  if (tone === 'failed') return <CircleAlert className={clsx(common, 'text-red-600')} aria-hidden="true" />;
  if (tone === 'waiting') return <FileText className={clsx(common, 'text-ink-400')} aria-hidden="true" />;
  if (tone === 'queued') return <Clock className={clsx(common, 'text-ink-500')} aria-hidden="true" />;
  return <LoaderCircle className={clsx(common, 'animate-spin text-accent-600')} aria-hidden="true" />;
}

const detailText = 'mt-2 text-sm text-ink-600';

function ItemDetail({
  item,
  job,
  onNavigate,
}: {
  item: ImportItem;
  job: FileJob | undefined;
  onNavigate: () => void;
}) {
  switch (item.state) {
    case 'waiting':
      return <p className={detailText}>Waiting…</p>;
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
      return (
        <p className={detailText}>
          {job?.status === 'queued'
            ? `Uploaded · ${waitingText(job.position)}`
            : 'Uploaded · reading the book…'}
        </p>
      );
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
          <DraftActions bookId={book._id} title={book.title} onNavigate={onNavigate} />
        </div>
      );
    }
  }
}

function JobDetail({ job, onNavigate }: { job: FileJobOf<'import'>; onNavigate: () => void }) {
  switch (job.status) {
    case 'queued':
      return <p className={detailText}>{waitingText(job.position)}</p>;
    case 'working':
      return <p className={detailText}>{FILE_WORK_MESSAGES.working}</p>;
    case 'failed':
      return <p className="mt-2 text-sm text-red-700">{job.message ?? FILE_WORK_MESSAGES.failed}</p>;
    case 'done':
      return job.result ? (
        <div className="mt-2">
          <p className="text-sm text-ink-700">
            Draft <span className="font-medium text-ink-900">“{job.result.title}”</span>
          </p>
          <DraftActions bookId={job.result.bookId} title={job.result.title} onNavigate={onNavigate} />
        </div>
      ) : null;
  }
}

function DraftActions({
  bookId,
  title,
  onNavigate,
}: {
  bookId: string;
  title: string;
  onNavigate: () => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <ButtonLink
        to={links.editBook(bookId)}
        size="sm"
        onClick={onNavigate}
        aria-label={`Review draft ${title}`}
      >
        {IMPORT_MESSAGES.reviewDraft}
      </ButtonLink>
      <ButtonLink
        to={links.reader(bookId, 1)}
        size="sm"
        variant="outline"
        onClick={onNavigate}
        aria-label={`Read ${title}`}
      >
        <BookOpen className="size-4" aria-hidden="true" />
        Read
      </ButtonLink>
    </div>
  );
}
