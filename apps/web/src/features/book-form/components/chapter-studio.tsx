import { textBlocks } from '@quire/shared/chapter-doc';
import { STUDIO_MESSAGES } from '@quire/shared/messages/studio';
import type { StudioChapterSummary } from '@quire/shared/schemas/studio';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  CalendarClock,
  Check,
  CloudOff,
  LoaderCircle,
  MessageSquareOff,
  TriangleAlert,
  VolumeX,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { setChapterRelease } from '../api/studio';
import { studioKeys } from '../studio/studio-keys';
import type { AutosaveConflict, AutosaveStatus, ChapterVersion } from '../hooks/use-chapter-autosave';

const time = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }) : '';

/** Where the chapter's text is: saving, saved, kept on the device, or waiting for a choice. */
export function AutosaveStatusLine({
  status,
  savedAt,
  error,
  onRetry,
  onCompare,
}: {
  status: AutosaveStatus;
  savedAt: string | null;
  error: string | null;
  onRetry: () => void;
  onCompare: () => void;
}) {
  const icon = 'size-3.5 shrink-0';
  const content = (() => {
    switch (status) {
      case 'pending':
        return <span>Unsaved changes</span>;
      case 'saving':
        return (
          <>
            <LoaderCircle className={clsx(icon, 'animate-spin')} aria-hidden="true" />
            <span>Saving…</span>
          </>
        );
      case 'saved':
        return (
          <>
            <Check className={clsx(icon, 'text-sage-700')} aria-hidden="true" />
            <span>Saved{savedAt ? ` at ${time(savedAt)}` : ''}</span>
          </>
        );
      case 'kept':
        return (
          <>
            <CloudOff className={icon} aria-hidden="true" />
            <span>Offline: kept on this device, saved when you are back online</span>
          </>
        );
      case 'untitled':
        return <span>Give the chapter a title to save it</span>;
      case 'error':
        return (
          <>
            <TriangleAlert className={clsx(icon, 'text-red-700')} aria-hidden="true" />
            <span>Not saved{error ? `: ${error}` : ''}</span>
            <button
              type="button"
              onClick={onRetry}
              className="font-semibold text-accent-700 underline underline-offset-2"
            >
              Try again
            </button>
          </>
        );
      case 'conflict':
        return (
          <>
            <TriangleAlert className={clsx(icon, 'text-amber-800')} aria-hidden="true" />
            <span>Saved elsewhere too</span>
            <button
              type="button"
              onClick={onCompare}
              className="font-semibold text-accent-700 underline underline-offset-2"
            >
              Compare versions
            </button>
          </>
        );
      default:
        return null;
    }
  })();
  return (
    <span role="status" className="inline-flex items-center gap-1.5">
      {content}
    </span>
  );
}

function VersionPreview({ version, heading }: { version: ChapterVersion; heading: string }) {
  const blocks = textBlocks(version.doc);
  return (
    <section
      aria-label={heading}
      className="flex min-h-0 flex-col rounded-xl border border-paper-300 bg-white/70"
    >
      <header className="border-b border-paper-200 px-4 py-2.5">
        <h3 className="font-semibold text-ink-900">{heading}</h3>
        <p className="text-xs text-ink-600">
          {version.title}
          {version.savedAt ? ` · ${new Date(version.savedAt).toLocaleString()}` : ''}
        </p>
      </header>
      <div className="max-h-[45dvh] space-y-2 overflow-y-auto px-4 py-3 font-serif text-sm leading-relaxed text-ink-800">
        {blocks.length ? (
          blocks.map((block) => <p key={block.id}>{block.text}</p>)
        ) : (
          <p className="text-ink-500">Empty</p>
        )}
      </div>
    </section>
  );
}

/** Both versions of a chapter saved in two places, side by side; the writer keeps one. */
export function ConflictDialog({
  conflict,
  open,
  onClose,
  onKeep,
}: {
  conflict: AutosaveConflict;
  open: boolean;
  onClose: () => void;
  onKeep: (version: ChapterVersion) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="This chapter changed in two places"
      size="xl"
      description={STUDIO_MESSAGES.revisionConflict}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <VersionPreview
          version={conflict.mine}
          heading={conflict.held ? 'Written on this device (offline)' : 'Your version (this tab)'}
        />
        <VersionPreview version={conflict.theirs} heading="Saved elsewhere" />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => onKeep(conflict.theirs)}>
          Use the other version
        </Button>
        <Button onClick={() => onKeep(conflict.mine)}>Keep my version</Button>
      </div>
    </Dialog>
  );
}

const writerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Now plus `minutes`, as a datetime-local value in the writer's zone. */
function localInput(date: Date) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A stored chapter's release: published, a draft only its writer sees, or scheduled for a time in
 * the writer's zone; released silently (no notifications); comments locked.
 */
export function ChapterReleaseControls({
  bookId,
  chapter,
}: {
  bookId: string;
  chapter: StudioChapterSummary;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [when, setWhen] = useState(() =>
    chapter.releaseAt && chapter.status === 'scheduled'
      ? localInput(new Date(chapter.releaseAt))
      : localInput(new Date(Date.now() + 60 * 60 * 1000)),
  );
  const [status, setStatus] = useState(chapter.status);
  // Shown at once; put back if the server refuses.
  const [silent, setSilent] = useState(chapter.silent);
  const [locked, setLocked] = useState(chapter.commentsLocked);

  const apply = async (body: Parameters<typeof setChapterRelease>[2], done: string) => {
    setBusy(true);
    try {
      await setChapterRelease(bookId, chapter.id, body);
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: studioKeys.book(bookId) });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : String(error));
      setStatus(chapter.status);
      setSilent(chapter.silent);
      setLocked(chapter.commentsLocked);
    } finally {
      setBusy(false);
    }
  };

  const zone = chapter.timeZone ?? writerZone();
  const scheduledText =
    chapter.status === 'scheduled' && chapter.releaseAt
      ? `Scheduled for ${new Date(chapter.releaseAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone })} (${zone})`
      : null;

  return (
    <fieldset
      aria-label="Release options"
      className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-xl border border-paper-200 bg-paper-50/70 px-3 py-3 text-sm"
      disabled={busy}
    >
      <div className="space-y-1">
        <label htmlFor={`${id}-status`} className="block text-xs font-medium text-ink-700">
          Release
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => {
            const next = event.target.value as typeof status;
            setStatus(next);
            if (next !== 'scheduled')
              void apply({ status: next }, next === 'draft' ? 'Chapter is now a draft' : 'Chapter published');
          }}
          className="h-9 rounded-lg border border-paper-300 bg-white px-2.5"
        >
          <option value="published">Published</option>
          <option value="draft">Draft (only you)</option>
          <option value="scheduled">Scheduled</option>
        </select>
      </div>
      {status === 'scheduled' ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor={`${id}-when`} className="block text-xs font-medium text-ink-700">
              Release at ({zone})
            </label>
            <input
              id={`${id}-when`}
              type="datetime-local"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              className="h-9 rounded-lg border border-paper-300 bg-white px-2.5"
            />
          </div>
          <Button
            size="sm"
            variant="secondary"
            icon={<CalendarClock className="size-4" aria-hidden="true" />}
            onClick={() =>
              void apply({ status: 'scheduled', releaseAt: when, timeZone: zone }, 'Chapter scheduled')
            }
          >
            Schedule
          </Button>
        </div>
      ) : null}
      <ReleaseToggle
        label="Silent release"
        icon={<VolumeX className="size-4 text-ink-600" aria-hidden="true" />}
        checked={silent}
        onChange={(on) => {
          setSilent(on);
          void apply({ silent: on }, on ? 'Released silently' : 'Readers will be notified');
        }}
      />
      <ReleaseToggle
        label="Lock comments"
        icon={<MessageSquareOff className="size-4 text-ink-600" aria-hidden="true" />}
        checked={locked}
        onChange={(on) => {
          setLocked(on);
          void apply({ commentsLocked: on }, on ? 'Comments locked' : 'Comments open');
        }}
      />
      {scheduledText ? <p className="basis-full text-xs text-ink-600">{scheduledText}</p> : null}
    </fieldset>
  );
}

function ReleaseToggle({
  label,
  icon,
  checked,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex h-9 items-center gap-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-accent-600"
      />
      {icon}
      {label}
    </label>
  );
}
