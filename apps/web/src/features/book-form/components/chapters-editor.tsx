import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/input';
import { ChapterEditor, type ChapterEditorChange } from '../editor/chapter-editor';
import type { ChapterDraft } from '../lib/book-form-values';

interface ChaptersEditorProps {
  chapters: ChapterDraft[];
  /** Indexes of chapters the last check found incomplete. */
  invalid: number[];
  onChange: (index: number, change: Partial<Pick<ChapterDraft, 'title'>> | ChapterEditorChange) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** The repeatable chapters: each with a title and its text, numbered by position. */
export function ChaptersEditor({ chapters, invalid, onChange, onAdd, onRemove }: ChaptersEditorProps) {
  const count = useRef(chapters.length);
  const listRef = useRef<HTMLOListElement>(null);

  // A chapter was just added: take the writer to its title.
  useEffect(() => {
    if (chapters.length > count.current) {
      const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input[data-chapter-title]');
      inputs?.[inputs.length - 1]?.focus();
    }
    count.current = chapters.length;
  }, [chapters.length]);

  return (
    <div>
      <ol ref={listRef} className="space-y-4">
        {chapters.map((chapter, index) => {
          const number = index + 1;
          const titleId = `${chapter.key}-title`;
          const contentId = `${chapter.key}-content`;
          const bad = invalid.includes(index);
          return (
            <li
              key={chapter.key}
              className={clsx(
                'rounded-2xl border bg-white/70 p-4 sm:p-5',
                bad ? 'border-red-300 ring-2 ring-red-100' : 'border-paper-200',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-serif text-lg font-semibold text-ink-900">Chapter {number}</h3>
                <button
                  type="button"
                  onClick={() => onRemove(index)}
                  aria-label={`Remove chapter ${number}`}
                  className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-600 transition hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">Remove</span>
                </button>
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
                    onChange={(event) => onChange(index, { title: event.target.value })}
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
                    onChange={(change) => onChange(index, change)}
                  />
                </div>
              </div>
            </li>
          );
        })}
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
