import { DATA_TRANSFER_MESSAGES as M } from '@quire/shared/messages/data-transfer';
import * as routes from '@quire/shared/routes';
import type { ImportSummary } from '@quire/shared/schemas/data-transfer';
import { Archive, BookCheck, BookX, CircleAlert, FileSpreadsheet, Globe, Upload } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { type DownloadProgress, downloadFile } from '../api/download-file';
import { ImportFileError, useImportReadingCsv } from '../api/import-reading-csv';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ImportFileError || (isApiError(error) && error.status > 0 && error.status < 500)
    ? error.message
    : fallback;

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * "Your data" on the profile screen: import a Goodreads or StoryGraph CSV and see what it did,
 * download the library as a Goodreads CSV, and download everything the account holds.
 */
export function YourDataSection() {
  const headingId = useId();
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
        <DownloadRow
          icon={<FileSpreadsheet className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />}
          title={M.exportCsvTitle}
          help={M.exportCsvHelp}
          action={M.exportCsv}
          path={routes.exportGoodreadsCsv.path}
          fallbackName="goodreads_library_export.csv"
        />
        <DownloadRow
          icon={<Archive className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />}
          title={M.exportAllTitle}
          help={M.exportAllHelp}
          action={M.exportAll}
          path={routes.exportAccount.path}
          fallbackName="quire-export.zip"
          showProgress
        />
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

function ImportCsv() {
  const input = useRef<HTMLInputElement>(null);
  const [fraction, setFraction] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const importer = useImportReadingCsv(setFraction);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFraction(0);
    setFileName(file.name);
    importer.mutate(file);
  };

  const uploading = importer.isPending && fraction < 1;
  return (
    <div className="space-y-4 pb-6">
      <RowHeading
        icon={<Upload className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />}
        title={M.importTitle}
        help={M.importHelp}
      />
      <div className="flex flex-wrap items-center gap-3 pl-8">
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
        {fileName && importer.isPending ? (
          <span className="truncate text-sm text-ink-600">{fileName}</span>
        ) : null}
      </div>
      <div aria-live="polite" className="pl-8">
        {importer.isPending ? (
          uploading ? (
            <div className="max-w-md space-y-1.5">
              <ProgressBar value={fraction * 100} label="Upload progress" size="sm" />
              <p className="text-sm text-ink-600 tabular-nums">{M.uploading(Math.round(fraction * 100))}</p>
            </div>
          ) : (
            <p className="inline-flex items-center gap-2 text-sm text-ink-600">
              <Spinner className="size-4" />
              {M.matching}
            </p>
          )
        ) : importer.isError ? (
          <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            {messageOf(importer.error, M.importFailed)}
          </p>
        ) : importer.data ? (
          <ImportResult summary={importer.data} />
        ) : null}
      </div>
    </div>
  );
}

function ImportResult({ summary }: { summary: ImportSummary }) {
  const errorsId = useId();
  return (
    <div className="max-w-xl rounded-xl border border-paper-200 bg-paper-50 p-4">
      <p className="font-medium text-ink-900">{M.importDone}</p>
      <ul className="mt-2 space-y-1 text-sm text-ink-700">
        <li className="flex items-center gap-2">
          <BookCheck className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
          {M.matched(summary.matched)}
        </li>
        <li className="flex items-center gap-2">
          <Globe className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
          {M.outside(summary.outside)}
        </li>
        <li className="flex items-center gap-2">
          <BookX className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
          {M.skipped(summary.skipped)}
        </li>
      </ul>
      {summary.errors.length > 0 ? (
        <div className="mt-4">
          <h4 id={errorsId} className="text-sm font-medium text-red-800">
            {M.rowErrorsTitle}
          </h4>
          <ul
            aria-labelledby={errorsId}
            className="mt-1.5 max-h-48 space-y-1 overflow-y-auto rounded-lg bg-white p-2.5 text-sm text-ink-700"
          >
            {summary.errors.map((error) => (
              <li key={`${error.row}-${error.message}`}>{M.rowError(error.row, error.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'working'; progress: DownloadProgress | null }
  | { phase: 'done'; name: string }
  | { phase: 'error'; message: string };

function DownloadRow({
  icon,
  title,
  help,
  action,
  path,
  fallbackName,
  showProgress = false,
}: {
  icon: ReactNode;
  title: string;
  help: string;
  action: string;
  path: string;
  fallbackName: string;
  showProgress?: boolean;
}) {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const working = state.phase === 'working';

  const start = async () => {
    setState({ phase: 'working', progress: null });
    try {
      const name = await downloadFile(path, fallbackName, (progress) =>
        setState({ phase: 'working', progress }),
      );
      setState({ phase: 'done', name });
    } catch (error) {
      setState({ phase: 'error', message: messageOf(error, M.downloadFailed) });
    }
  };

  const progress = state.phase === 'working' ? state.progress : null;
  const percent = progress?.total ? Math.round((progress.received / progress.total) * 100) : null;
  return (
    <div className="space-y-4 py-6 last:pb-0">
      <RowHeading icon={icon} title={title} help={help} />
      <div className="flex flex-wrap items-center gap-3 pl-8">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void start()}
          isLoading={working}
          disabled={working}
        >
          {action}
        </Button>
        <div aria-live="polite" className="min-w-0 text-sm text-ink-600">
          {working && showProgress ? (
            progress === null ? (
              M.preparing
            ) : percent !== null ? (
              <span className="tabular-nums">{M.downloading(percent)}</span>
            ) : (
              <span className="tabular-nums">{M.downloadingBytes(formatBytes(progress.received))}</span>
            )
          ) : state.phase === 'done' ? (
            <span className="text-accent-800">
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
