import { DATA_TRANSFER_MESSAGES as M } from '@quire/shared/messages/data-transfer';
import * as routes from '@quire/shared/routes';
import { clsx } from 'clsx';
import {
  Archive,
  BookCheck,
  BookX,
  CircleAlert,
  Clock,
  FileSpreadsheet,
  Globe,
  Upload,
  X,
} from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { formatJobTime, isUnfinished, jobOfUpload, waitingText } from '@/lib/file-jobs/file-job-view';
import {
  type FileJob,
  useDismissFileJobs,
  useFileJobChanges,
  useFileJobs,
} from '@/lib/file-jobs/file-jobs-api';
import { newClientKey, useShowFileJobKinds } from '@/lib/file-jobs/pending-file-jobs';
import { useToken } from '@/lib/token-storage';
import { downloadFile } from '../api/download-file';
import { useImportReadingCsv } from '../api/import-reading-csv';
import {
  type DownloadState,
  preparingText,
  startAccountExport,
  useAccountExport,
} from '../lib/account-export';
import {
  type CsvImportRequest,
  type CsvImportView,
  csvImportOnItsWay,
  csvImportView,
} from '../lib/csv-import-view';
import { userMessageOf } from '../lib/user-message';

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const DATA_TRANSFER_JOBS = ['goodreads-import', 'account-export'] as const;

/**
 * "Your data" on the profile screen: import a Goodreads or StoryGraph CSV and see what it did,
 * download the library as a Goodreads CSV, and download everything the account holds.
 */
export function YourDataSection() {
  const headingId = useId();
  // How the import and the export end is shown here while it is on view, not in a toast.
  useShowFileJobKinds(DATA_TRANSFER_JOBS);
  useFileJobChanges();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-paper-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="font-serif text-lg font-semibold text-ink-900">
        {M.sectionTitle}
      </h2>
      <p className="mt-0.5 text-sm text-ink-600">{M.sectionIntro}</p>
      <div className="mt-5 divide-y divide-paper-200">
        <ImportCsv />
        <GoodreadsCsvDownload />
        <AccountDownload />
      </div>
    </section>
  );
}

function RowHeading({ icon, title, help }: { icon: ReactNode; title: string; help: string }) {
  return (
    <div className="flex items-start gap-3">
      {icon}
      <div className="min-w-0">
        <h3 className="font-medium text-ink-900">{title}</h3>
        <p className="text-sm text-ink-600">{help}</p>
      </div>
    </div>
  );
}

/** How often the list is asked for while the import waits or is read on the server. */
const IMPORT_POLL_MS = 1_000;

function ImportCsv() {
  const input = useRef<HTMLInputElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [fraction, setFraction] = useState(0);
  const [sent, setSent] = useState<{ key: string; fileName: string } | null>(null);
  // Jobs dismissed here leave the screen at once, before the list is fetched again.
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const importer = useImportReadingCsv(setFraction);
  const dismissJobs = useDismissFileJobs();

  const request: CsvImportRequest =
    !sent || importer.isIdle
      ? { status: 'idle' }
      : importer.isPending
        ? { status: 'pending', ...sent, fraction }
        : importer.isError
          ? { status: 'error', ...sent, message: userMessageOf(importer.error, M.importFailed) }
          : { status: 'success', ...sent, summary: importer.data! };
  const visible = (list: FileJob[] | undefined) => list?.filter((job) => !hidden.includes(job.id));
  const listed = useFileJobs({
    pollMs: (list) => (csvImportOnItsWay(csvImportView(request, visible(list))) ? IMPORT_POLL_MS : false),
  }).data;
  const jobs = visible(listed);
  const view = csvImportView(request, jobs);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const key = newClientKey();
    setFraction(0);
    setSent({ key, fileName: file.name });
    importer.mutate({ file, clientKey: key });
  };

  /** Forgets how the import ended: this page's answer and every finished import job. */
  const dismiss = () => {
    const finished = (jobs ?? [])
      .filter((job) => job.kind === 'goodreads-import' && !isUnfinished(job))
      .map((job) => job.id);
    setHidden((current) => [...current, ...finished]);
    if (finished.length) dismissJobs.mutate(finished);
    importer.reset();
    setSent(null);
    actions.current?.querySelector('button')?.focus();
  };

  const onItsWay = csvImportOnItsWay(view);
  return (
    <div className="space-y-4 pb-6">
      <RowHeading
        icon={<Upload className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />}
        title={M.importTitle}
        help={M.importHelp}
      />
      <div ref={actions} className="flex min-w-0 flex-wrap items-center gap-3 pl-8">
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label={M.chooseFile}
          onChange={chosen}
          data-testid="import-csv-input"
        />
        <Button
          variant="outline"
          size="sm"
          icon={<Upload className="size-4" aria-hidden="true" />}
          onClick={() => input.current?.click()}
          isLoading={importer.isPending}
          disabled={importer.isPending}
        >
          {importer.isPending ? M.importing : M.chooseFile}
        </Button>
        {onItsWay && 'fileName' in view && view.fileName ? (
          <span className="min-w-0 max-w-full truncate text-sm text-ink-600">{view.fileName}</span>
        ) : null}
      </div>
      <div aria-live="polite" className="pl-8">
        <CsvImportStatus view={view} ownAnswer={request.status !== 'idle'} onDismiss={dismiss} />
      </div>
    </div>
  );
}

function CsvImportStatus({
  view,
  ownAnswer,
  onDismiss,
}: {
  view: CsvImportView;
  /** This page's own request (a refusal is alerted); otherwise a job from before. */
  ownAnswer: boolean;
  onDismiss: () => void;
}) {
  switch (view.state) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <div className="max-w-md space-y-1.5">
          <ProgressBar value={view.percent} label="Upload progress" size="sm" />
          <p className="text-sm text-ink-600 tabular-nums">{M.uploading(view.percent)}</p>
        </div>
      );
    case 'waiting':
      return (
        <p className="inline-flex items-center gap-2 text-sm text-ink-600">
          <Clock className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
          {waitingText(view.position)}
        </p>
      );
    case 'working':
      return (
        <p className="inline-flex items-center gap-2 text-sm text-ink-600">
          <Spinner className="size-4" />
          {M.matching}
        </p>
      );
    case 'failed':
      return (
        <OutcomePanel tone="failed" fileName={view.fileName} startedAt={view.startedAt} onDismiss={onDismiss}>
          <p
            role={ownAnswer ? 'alert' : undefined}
            className="flex items-start gap-2 text-sm font-medium text-red-700"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {view.message}
          </p>
        </OutcomePanel>
      );
    case 'done':
      return (
        <OutcomePanel tone="done" fileName={view.fileName} startedAt={view.startedAt} onDismiss={onDismiss}>
          <ImportResult view={view} />
        </OutcomePanel>
      );
  }
}

/** How an import ended, with the file and when (for one sent before), and a Dismiss button. */
function OutcomePanel({
  tone,
  fileName,
  startedAt,
  onDismiss,
  children,
}: {
  tone: 'done' | 'failed';
  fileName: string | null;
  startedAt: string | null;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <div
      className={clsx(
        'max-w-xl rounded-xl border p-4',
        tone === 'failed' ? 'border-red-200 bg-red-50/40' : 'border-paper-200 bg-paper-50',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          {tone === 'done' ? <p className="font-medium text-ink-900">{M.importDone}</p> : null}
          {startedAt ? (
            // A long file name is cut, never the time.
            <p className="flex min-w-0 gap-1 text-xs text-ink-500">
              {fileName ? (
                <>
                  <span className="truncate" title={fileName}>
                    {fileName}
                  </span>
                  <span aria-hidden="true">·</span>
                </>
              ) : null}
              <span className="shrink-0">{formatJobTime(startedAt)}</span>
            </p>
          ) : null}
          <div className={tone === 'done' || startedAt ? 'mt-2' : undefined}>{children}</div>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={M.dismissImport}
          title="Dismiss"
          className="-mt-1.5 -mr-2 grid size-9 shrink-0 place-items-center rounded-full text-ink-500 transition hover:bg-paper-200/70 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          <X className="size-4.5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

function ImportResult({ view }: { view: Extract<CsvImportView, { state: 'done' }> }) {
  const errorsId = useId();
  const { counts, rowErrors } = view;
  return (
    <>
      <ul className="space-y-1 text-sm text-ink-700">
        <li className="flex items-center gap-2">
          <BookCheck className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
          {M.matched(counts.matched)}
        </li>
        <li className="flex items-center gap-2">
          <Globe className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
          {M.outside(counts.outside)}
        </li>
        <li className="flex items-center gap-2">
          <BookX className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
          {M.skipped(counts.skipped)}
        </li>
        {rowErrors === null && counts.rowErrors > 0 ? (
          <li className="flex items-center gap-2 text-red-800">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            {M.rowErrorsCount(counts.rowErrors)}
          </li>
        ) : null}
      </ul>
      {rowErrors?.length ? (
        <div className="mt-4">
          <h4 id={errorsId} className="text-sm font-medium text-red-800">
            {M.rowErrorsTitle}
          </h4>
          <ul
            aria-labelledby={errorsId}
            className="mt-1.5 max-h-48 space-y-1 overflow-y-auto rounded-lg bg-white p-2.5 text-sm text-ink-700"
          >
            {rowErrors.map((error) => (
              <li key={`${error.row}-${error.message}`}>{M.rowError(error.row, error.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** A download kept by the row that shows it (the Goodreads CSV: quick, nothing to follow). */
function useDownload(path: string, fallbackName: string): [DownloadState, () => void] {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const start = async () => {
    setState({ phase: 'working', progress: null });
    try {
      const name = await downloadFile(path, fallbackName, (progress) =>
        setState({ phase: 'working', progress }),
      );
      setState({ phase: 'done', name });
    } catch (error) {
      setState({ phase: 'error', message: userMessageOf(error, M.downloadFailed) });
    }
  };
  return [state, () => void start()];
}

function GoodreadsCsvDownload() {
  const [state, start] = useDownload(routes.exportGoodreadsCsv.path, 'goodreads_library_export.csv');
  return (
    <DownloadRow
      icon={<FileSpreadsheet className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />}
      title={M.exportCsvTitle}
      help={M.exportCsvHelp}
      action={M.exportCsv}
      state={state}
      onStart={start}
    />
  );
}

/** How often the list is asked for while the account's zip is being made. */
const EXPORT_POLL_MS = 1_000;

function AccountDownload() {
  const state = useAccountExport(useToken());
  const preparing = state.phase === 'working' && state.progress === null;
  const jobs = useFileJobs({ enabled: preparing, pollMs: preparing ? EXPORT_POLL_MS : false }).data;
  return (
    <DownloadRow
      icon={<Archive className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />}
      title={M.exportAllTitle}
      help={M.exportAllHelp}
      action={M.exportAll}
      state={state}
      onStart={() => void startAccountExport()}
      preparing={preparingText(jobOfUpload(state.key, jobs))}
      showProgress
    />
  );
}

function DownloadRow({
  icon,
  title,
  help,
  action,
  state,
  onStart,
  preparing = M.preparing,
  showProgress = false,
}: {
  icon: ReactNode;
  title: string;
  help: string;
  action: string;
  state: DownloadState;
  onStart: () => void;
  /** What it says while the file is made, before it arrives. */
  preparing?: string;
  showProgress?: boolean;
}) {
  const working = state.phase === 'working';
  const progress = state.phase === 'working' ? state.progress : null;
  const percent = progress?.total ? Math.round((progress.received / progress.total) * 100) : null;
  return (
    <div className="space-y-4 py-6 last:pb-0">
      <RowHeading icon={icon} title={title} help={help} />
      <div className="flex flex-wrap items-center gap-3 pl-8">
        <Button variant="outline" size="sm" onClick={onStart} isLoading={working} disabled={working}>
          {action}
        </Button>
        <div aria-live="polite" className="min-w-0 text-sm text-ink-600">
          {working && showProgress ? (
            progress === null ? (
              preparing
            ) : percent !== null ? (
              <span className="tabular-nums">{M.downloading(percent)}</span>
            ) : (
              <span className="tabular-nums">{M.downloadingBytes(formatBytes(progress.received))}</span>
            )
          ) : state.phase === 'done' ? (
            <span className="break-words text-accent-800">
              {M.downloadDone}: {state.name}
            </span>
          ) : state.phase === 'error' ? (
            <span role="alert" className="font-medium text-red-700">
              {state.message}
            </span>
          ) : null}
        </div>
      </div>
      {working && showProgress && percent !== null ? (
        <ProgressBar className="ml-8 max-w-md" value={percent} label="Download progress" size="sm" />
      ) : null}
    </div>
  );
}
