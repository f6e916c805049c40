import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { patchBookInCaches, useUpdateEntry } from '@/features/books';
import { useQueryClient } from '@tanstack/react-query';

export const TAG_MAX_LENGTH = 40;

/** The trimmed tag to add, or null when it is blank or already there. */
export function tagToAdd(input: string, tags: string[]): string | null {
  const tag = input.trim();
  if (!tag) return null;
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return null;
  return tag;
}

/** The caller's tags on a book: add (non-blank after trimming) and remove, saved at once. */
export function TagsEditor({ bookId, tags }: { bookId: string; tags: string[] }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const update = useUpdateEntry();
  const queryClient = useQueryClient();

  const save = (next: string[]) => {
    const previous = tags;
    // Shown at once; put back if the server refuses.
    patchBookInCaches(queryClient, bookId, { tags: next });
    update.mutate(
      { bookId, body: { tags: next } },
      {
        onError: (error) => {
          console.error('Could not save the tags', error);
          patchBookInCaches(queryClient, bookId, { tags: previous });
        },
      },
    );
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = tagToAdd(text, tags);
    if (tag) save([...tags, tag]);
    if (tag || text.trim()) setText('');
  };

  return (
    <div>
      <h3 className="font-serif text-lg font-semibold text-ink-900">Tags</h3>
      {tags.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex h-8 items-center gap-1 rounded-full bg-sage-100 pr-1 pl-3 text-sm font-medium text-sage-700"
            >
              {tag}
              <button
                type="button"
                onClick={() => save(tags.filter((existing) => existing !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="grid size-6 place-items-center rounded-full transition hover:bg-sage-600 hover:text-white"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-600">
          Group books your way: “beach reads”, “book club”, “to lend”.
        </p>
      )}
      <form onSubmit={add} className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          New tag
        </label>
        <input
          id={inputId}
          value={text}
          maxLength={TAG_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="Add a tag"
          className="h-10 min-w-0 flex-1 rounded-full border border-paper-300 bg-white px-4 text-sm text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:ring-3 focus:ring-accent-600/20 focus:outline-none"
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="h-10"
          disabled={!text.trim()}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          Add
        </Button>
      </form>
    </div>
  );
}
