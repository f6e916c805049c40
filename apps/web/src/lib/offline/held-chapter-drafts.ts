/**
 * A chapter's text written offline that the server refused when it came back (the chapter was
 * saved elsewhere meanwhile, decision 059): kept on this device, for its writer only, until they
 * choose in the chapter's editor which version to keep. Nothing a writer typed is dropped.
 */
const KEY = 'quire-held-chapter-drafts';

export interface HeldChapterDraft {
  ownerId: string;
  /** The autosave's address: /api/books/:bookId/chapters/:chapterId/draft. */
  path: string;
  body: unknown;
  heldAt: string;
}

function readAll(): HeldChapterDraft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as HeldChapterDraft[]) : [];
  } catch {
    return [];
  }
}

function writeAll(items: HeldChapterDraft[]) {
  try {
    if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
    else localStorage.removeItem(KEY);
  } catch {
    // No room left: the sync log still says the text was not sent.
  }
  window.dispatchEvent(new Event(KEY));
}

/** Keeps a refused text; a later one for the same chapter and writer replaces it. */
export function holdChapterDraft(item: HeldChapterDraft) {
  writeAll([
    ...readAll().filter((held) => !(held.ownerId === item.ownerId && held.path === item.path)),
    item,
  ]);
}

/** The held text of this writer for this chapter, if any. */
export const heldChapterDraft = (ownerId: string | null, path: string) =>
  ownerId ? readAll().find((held) => held.ownerId === ownerId && held.path === path) : undefined;

export function releaseHeldChapterDraft(ownerId: string | null, path: string) {
  writeAll(readAll().filter((held) => !(held.ownerId === ownerId && held.path === path)));
}

/** Called when a text is held or released (in this tab). */
export function onHeldChapterDrafts(listener: () => void) {
  window.addEventListener(KEY, listener);
  return () => window.removeEventListener(KEY, listener);
}
