import type { ChapterDoc } from '@quire/shared/chapter-doc';
import { docToMarkdown } from '@quire/shared/chapter-doc-markdown';
import type { ChapterDraftSaved, StudioChapterSummary } from '@quire/shared/schemas/studio';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, History, Plus, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/input';
import { ChapterEditor, type ChapterEditorChange } from '../editor/chapter-editor';
import { isEmptyDoc } from '../editor/to-chapter-doc';
import { type ChapterVersion, useChapterAutosave } from '../hooks/use-chapter-autosave';
import { LazyRevisionHistoryDialog, preloadRevisionHistory } from '../studio/lazy-revision-history';
import type { ChapterDraft } from '../lib/book-form-values';
import { AutosaveStatusLine, ChapterReleaseControls, ConflictDialog } from './chapter-studio';

type ChapterChange = Partial<Pick<ChapterDraft, 'title'>> | ChapterEditorChange;

interface ChaptersEditorProps {
  chapters: ChapterDraft[];
  /** Indexes of chapters the last check found incomplete. */
  invalid: number[];
  onChange: (index: number, change: ChapterChange) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Moves the chapter at `from` to `to` (both positions in the list). */
  onMove: (from: number, to: number) => void;
  /** Edit mode: the stored book, whose stored chapters autosave. */
  bookId?: string;
  /** The studio's view of the stored chapters (revision, release), by id; missing while loading. */
  studio?: Map<string, StudioChapterSummary>;
  /** Whether `studio` is what the server holds now (not a copy being refreshed). */
  studioFresh?: boolean;
  /** An autosave stored a chapter: the form's saved state follows. */
  onSaved?: (chapterId: string, version: { title: string; content: string; doc: ChapterDoc }) => void;
}

/** The repeatable chapters: each with a title and its text, numbered by position. */
export function ChaptersEditor({
  chapters,
  invalid,
  onChange,
  onAdd,
  onRemove,
  onMove,
  bookId,
  studio,
  studioFresh = false,
  onSaved,
}: ChaptersEditorProps) {
  const count = useRef(chapters.length);
  const listRef = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);

  // A chapter was just added: take the writer to its title.
  useEffect(() => {
    if (chapters.length > count.current) {
      const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input[data-chapter-title]');
      inputs?.[inputs.length - 1]?.focus();
    }
    count.current = chapters.length;
  }, [chapters.length]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= chapters.length || from === to) return;
    onMove(from, to);
    // Keyboard users stay on the chapter they moved: on the same arrow, or on the other one when
    // it reached the end the arrow points to.
    requestAnimationFrame(() => {
      const direction = to < from ? 'up' : 'down';
      const buttonOf = (which: string) =>
        listRef.current?.querySelectorAll<HTMLButtonElement>(`button[data-move="${which}"]`)[to];
      const same = buttonOf(direction);
      (same && !same.disabled ? same : buttonOf(direction === 'up' ? 'down' : 'up'))?.focus();
    });
  };

  return (
    <div>
      <ol ref={listRef} className="space-y-4">
        {chapters.map((chapter, index) => (
          <ChapterCard
            key={chapter.key}
            chapter={chapter}
            number={index + 1}
            count={chapters.length}
            bad={invalid.includes(index)}
            bookId={bookId}
            summary={chapter._id ? studio?.get(chapter._id) : undefined}
            fresh={studioFresh}
            onChange={(change) => onChange(index, change)}
            onRemove={() => onRemove(index)}
            onMove={(offset) => move(index, index + offset)}
            onSaved={onSaved}
            drag={{
              active: dragging === index,
              onStart: () => setDragging(index),
              onEnd: () => setDragging(null),
              onDrop: () => {
                if (dragging !== null) move(dragging, index);
                setDragging(null);
              },
            }}
          />
        ))}
      </ol>
      <Button
        variant="outline"
        className="mt-4"
        onClick={onAdd}
        icon={<Plus className="size-4.5" aria-hidden="true" />}
      >
        Add Chapter
      </Button>
    </div>
  );
}

interface ChapterCardProps {
  chapter: ChapterDraft;
  number: number;
  count: number;
  bad: boolean;
  bookId?: string;
  summary?: StudioChapterSummary;
  fresh: boolean;
  onChange: (change: ChapterChange) => void;
  onRemove: () => void;
  onMove: (offset: number) => void;
  onSaved?: ChaptersEditorProps['onSaved'];
  drag: { active: boolean; onStart: () => void; onEnd: () => void; onDrop: () => void };
}

function ChapterCard({
  chapter,
  number,
  count,
  bad,
  bookId,
  summary,
  fresh,
  onChange,
  onRemove,
  onMove,
  onSaved,
  drag,
}: ChapterCardProps) {
  const titleId = `${chapter.key}-title`;
  const contentId = `${chapter.key}-content`;
  const [over, setOver] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [replace, setReplace] = useState<{ doc: ChapterDoc; nonce: number } | null>(null);
  const current = useRef({ title: chapter.title, doc: chapter.doc ?? chapter.storedDoc });
  current.current = { title: chapter.title, doc: chapter.doc ?? current.current.doc };

  const autosave = useChapterAutosave({
    bookId,
    chapterId: chapter._id,
    // Only a revision read since the form's last save: an older one would make its own save a conflict.
    revision: fresh ? summary?.revision : undefined,
    onSaved: (_saved: ChapterDraftSaved, version: ChapterVersion) =>
      chapter._id &&
      onSaved?.(chapter._id, {
        title: version.title,
        doc: version.doc,
        content: isEmptyDoc(version.doc) ? '' : docToMarkdown(version.doc),
      }),
  });

  // A conflict was found: show both versions at once.
  useEffect(() => {
    if (autosave.conflict) setComparing(true);
  }, [autosave.conflict]);

  const autosaveCurrent = (title: string, doc: ChapterDoc | undefined) => {
    if (doc) autosave.change({ title, doc });
  };

  const keep = (version: ChapterVersion) => {
    setComparing(false);
    setReplace({ doc: version.doc, nonce: Date.now() });
    onChange({ doc: version.doc, content: isEmptyDoc(version.doc) ? '' : docToMarkdown(version.doc) });
    if (version.title !== chapter.title) onChange({ title: version.title });
    autosave.resolve(version);
  };

  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('application/x-quire-chapter')) return;
      event.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('application/x-quire-chapter')) return;
      event.preventDefault();
      setOver(false);
      drag.onDrop();
    },
  };

  return (
    <li
      {...dropProps}
      className={clsx(
        'rounded-2xl border bg-white/70 p-4 sm:p-5 transition',
        bad ? 'border-red-300 ring-2 ring-red-100' : 'border-paper-200',
        drag.active && 'opacity-50',
        over && 'ring-2 ring-accent-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-1">
          <span
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData('application/x-quire-chapter', String(number));
              event.dataTransfer.effectAllowed = 'move';
              drag.onStart();
            }}
            onDragEnd={drag.onEnd}
            title="Drag to reorder"
            aria-hidden="true"
            className="-ml-2 grid size-8 cursor-grab place-items-center rounded-md text-ink-500 hover:bg-paper-200 active:cursor-grabbing"
          >
            <GripVertical className="size-4" />
          </span>
          <h3 className="font-serif text-lg font-semibold text-ink-900">Chapter {number}</h3>
          {summary && summary.status !== 'published' ? (
            <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">
              {summary.status === 'draft' ? 'Draft' : 'Scheduled'}
            </span>
          ) : null}
        </div>
        <div className="flex items-center gap-0.5">
          <button
            type="button"
            data-move="up"
            onClick={() => onMove(-1)}
            disabled={number === 1}
            aria-label={`Move chapter ${number} up`}
            className="grid size-9 place-items-center rounded-full text-ink-600 transition hover:bg-paper-200 disabled:opacity-30"
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            data-move="down"
            onClick={() => onMove(1)}
            disabled={number === count}
            aria-label={`Move chapter ${number} down`}
            className="grid size-9 place-items-center rounded-full text-ink-600 transition hover:bg-paper-200 disabled:opacity-30"
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove chapter ${number}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-600 transition hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Remove</span>
          </button>
        </div>
      </div>
      <div className="mt-3 space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={titleId} className="text-sm font-medium text-ink-800">
            Chapter {number} title
          </label>
          <input
            id={titleId}
            data-chapter-title
            value={chapter.title}
            maxLength={300}
            aria-invalid={bad && !chapter.title.trim() ? true : undefined}
            onChange={(event) => {
              onChange({ title: event.target.value });
              autosaveCurrent(event.target.value, current.current.doc);
            }}
            className={inputStyles}
          />
        </div>
        <div className="space-y-1.5">
          <span id={`${contentId}-label`} className="text-sm font-medium text-ink-800">
            Chapter {number} content
          </span>
          <ChapterEditor
            id={contentId}
            labelledBy={`${contentId}-label`}
            initial={{ doc: chapter.doc ?? chapter.storedDoc, content: chapter.content }}
            invalid={bad && !chapter.content.trim()}
            replace={replace}
            onChange={(change) => {
              onChange(change);
              current.current.doc = change.doc;
              autosaveCurrent(current.current.title, change.doc);
            }}
            status={
              chapter._id && bookId ? (
                <AutosaveStatusLine
                  status={autosave.status}
                  savedAt={autosave.savedAt}
                  error={autosave.error}
                  onRetry={() => {
                    autosaveCurrent(current.current.title, current.current.doc);
                    void autosave.flush();
                  }}
                  onCompare={() => setComparing(true)}
                />
              ) : bookId ? (
                <span>Saved with Save Book</span>
              ) : null
            }
            actions={
              chapter._id && bookId ? (
                <button
                  type="button"
                  onClick={() => setHistoryOpen(true)}
                  onMouseEnter={preloadRevisionHistory}
                  onFocus={preloadRevisionHistory}
                  className="inline-flex items-center gap-1 rounded-full px-2 py-1 font-medium text-ink-700 hover:bg-paper-200"
                >
                  <History className="size-3.5" aria-hidden="true" />
                  History
                </button>
              ) : null
            }
          />
        </div>
        {bookId && summary ? <ChapterReleaseControls bookId={bookId} chapter={summary} /> : null}
      </div>
      {chapter._id && bookId ? (
        <LazyRevisionHistoryDialog
          bookId={bookId}
          chapterId={chapter._id}
          chapterTitle={chapter.title}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestored={(revision) => {
            setHistoryOpen(false);
            const doc = revision.doc as ChapterDoc;
            setReplace({ doc, nonce: Date.now() });
            onChange({ doc, content: isEmptyDoc(doc) ? '' : docToMarkdown(doc) });
            if (revision.title !== chapter.title) onChange({ title: revision.title });
            autosave.adopt(revision);
            if (chapter._id)
              onSaved?.(chapter._id, {
                title: revision.title,
                doc,
                content: isEmptyDoc(doc) ? '' : docToMarkdown(doc),
              });
          }}
        />
      ) : null}
      {autosave.conflict ? (
        <ConflictDialog
          conflict={autosave.conflict}
          open={comparing}
          onClose={() => setComparing(false)}
          onKeep={keep}
        />
      ) : null}
    </li>
  );
}
