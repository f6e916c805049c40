import { LIBRARY_TEXT } from '@quire/shared/messages';
import { Check, CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedCallback, useUpdateEntry } from '@/features/books';

export const NOTES_MAX_LENGTH = 10_000;
const NOTES_SAVE_DELAY_MS = 700;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Private notes on a book with a character count; saved a moment after typing stops. */
export function NotesEditor({ bookId, initialNotes }: { bookId: string; initialNotes: string }) {
  const id = useId();
  const countId = useId();
  const [notes, setNotes] = useState(initialNotes);
  const [state, setState] = useState<SaveState>('idle');
  const update = useUpdateEntry();

  const save = useDebouncedCallback((text: string) => {
    setState('saving');
    update.mutate(
      { bookId, body: { notes: text } },
      { onSuccess: () => setState('saved'), onError: () => setState('failed') },
    );
  }, NOTES_SAVE_DELAY_MS);

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-serif text-lg font-semibold text-ink-900">
          Notes
        </label>
        <span aria-live="polite" className="inline-flex items-center gap-1.5 text-sm">
          {state === 'saving' ? (
            <span className="inline-flex items-center gap-1.5 text-ink-600">
              <Spinner className="size-3.5" />
              {LIBRARY_TEXT.notesSaving}
            </span>
          ) : null}
          {state === 'saved' ? (
            <span className="inline-flex items-center gap-1 text-sage-700">
              <Check className="size-4" aria-hidden="true" />
              {LIBRARY_TEXT.notesSaved}
            </span>
          ) : null}
          {state === 'failed' ? (
            <span className="inline-flex items-center gap-1 text-red-700">
              <CircleAlert className="size-4" aria-hidden="true" />
              {LIBRARY_TEXT.notesSaveFailed}
            </span>
          ) : null}
        </span>
      </div>
      <textarea
        id={id}
        value={notes}
        maxLength={NOTES_MAX_LENGTH}
        rows={4}
        aria-describedby={countId}
        placeholder="Thoughts, quotes, where you left off… only you can see these."
        onChange={(event) => {
          setNotes(event.target.value);
          setState('idle');
          save.call(event.target.value);
        }}
        onBlur={() => save.flush()}
        className="mt-2 block w-full resize-y rounded-xl border border-paper-300 bg-white px-3.5 py-3 text-[0.9375rem] leading-relaxed text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:ring-3 focus:ring-accent-600/20 focus:outline-none"
      />
      <p id={countId} className="mt-1 text-right text-xs text-ink-600 tabular-nums">
        {notes.length.toLocaleString()} / {NOTES_MAX_LENGTH.toLocaleString()} characters
      </p>
    </div>
  );
}
