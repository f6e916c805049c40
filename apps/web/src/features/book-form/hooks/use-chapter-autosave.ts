import type { ChapterDoc } from '@quire/shared/chapter-doc';
import { AUTOSAVE_DELAY_MS } from '@quire/shared/constants/studio';
import type { ChapterDraftBody, ChapterDraftSaved } from '@quire/shared/schemas/studio';
import * as routes from '@quire/shared/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isApiError } from '@/lib/api-client';
import {
  heldChapterDraft,
  onHeldChapterDrafts,
  releaseHeldChapterDraft,
} from '@/lib/offline/held-chapter-drafts';
import { onQueuedAnswer } from '@/lib/offline/queue';
import { signedInUserId } from '@/lib/offline/queue-owner';
import { randomId } from '@/lib/random-id';
import { chapterDraftPath, keepChapterDraft, saveChapterDraft } from '../api/studio';

const FORM_SAVE_EVENT = 'quire-book-form-save';

/** Tells every chapter's autosave that the whole form is being saved now. */
export const announceBookFormSave = () => window.dispatchEvent(new Event(FORM_SAVE_EVENT));

function onBookFormSave(listener: () => void) {
  window.addEventListener(FORM_SAVE_EVENT, listener);
  return () => window.removeEventListener(FORM_SAVE_EVENT, listener);
}

export type AutosaveStatus =
  | 'idle'
  | 'pending'
  | 'saving'
  | 'saved'
  | 'kept'
  | 'conflict'
  | 'error'
  | 'untitled';

export interface ChapterVersion {
  title: string;
  doc: ChapterDoc;
  savedAt?: string;
}

export interface AutosaveConflict {
  /** What this editor holds (or what was typed offline). */
  mine: ChapterVersion;
  /** What was saved elsewhere, and its revision. */
  theirs: ChapterVersion & { revision: number };
  /** The editor shows `theirs` (a held offline text) rather than `mine`. */
  held: boolean;
}

interface AutosaveOptions {
  bookId?: string;
  chapterId?: string;
  /** The stored revision the editor's text starts from; unknown until the studio answers. */
  revision?: number;
  /** A save went through: the text the server now holds. */
  onSaved?: (saved: ChapterDraftSaved, version: ChapterVersion) => void;
}

/**
 * Autosaves one stored chapter (decision 059): a few seconds after typing stops, at once when the
 * page is left, on the device when offline (sent when back), and never over a version saved
 * elsewhere: that conflict is shown with both versions for the writer to choose.
 */
export function useChapterAutosave({ bookId, chapterId, revision, onSaved }: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<AutosaveConflict | null>(null);
  const base = useRef<number | undefined>(revision);
  // This editor's autosaves share a revision on the server; another editor's never join them.
  const session = useRef(
    randomId()
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 40),
  );
  const latest = useRef<ChapterVersion | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef(false);
  const again = useRef(false);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const path = bookId && chapterId ? chapterDraftPath(bookId, chapterId) : null;

  useEffect(() => {
    if (base.current === undefined) base.current = revision;
  }, [revision]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const version = latest.current;
    if (!bookId || !chapterId || base.current === undefined || !version) return;
    if (!version.title.trim()) {
      setStatus('untitled');
      return;
    }
    if (saving.current) {
      again.current = true;
      return;
    }
    saving.current = true;
    latest.current = null;
    setStatus('saving');
    const body: ChapterDraftBody = {
      title: version.title.trim(),
      doc: version.doc,
      baseRevision: base.current,
      session: session.current,
    };
    try {
      const result = await saveChapterDraft(bookId, chapterId, body);
      if (result.kind === 'saved') {
        base.current = result.saved.revision;
        setSavedAt(result.saved.savedAt);
        setError(null);
        setStatus(latest.current ? 'pending' : 'saved');
        onSavedRef.current?.(result.saved, version);
      } else if (result.kind === 'kept') {
        setStatus('kept');
      } else {
        const { current } = result.conflict;
        setConflict({ mine: version, theirs: { ...current, doc: current.doc as ChapterDoc }, held: false });
        setStatus('conflict');
      }
    } catch (caught) {
      // Kept for the next try: the text is still what the editor shows.
      latest.current ??= version;
      setError(isApiError(caught) ? caught.message : String(caught));
      setStatus('error');
    } finally {
      saving.current = false;
      if (again.current) {
        again.current = false;
        if (latest.current) void flush();
      }
    }
  }, [bookId, chapterId]);

  /** The editor changed: save a few seconds after the writer stops typing. */
  const change = useCallback(
    (version: ChapterVersion) => {
      if (!path) return;
      latest.current = version;
      setStatus((current) => (current === 'conflict' ? current : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [path, flush],
  );

  // Leaving the page (closing it, another app, navigating away): what is waiting goes into the
  // device's queue at once (it survives the page), and is sent from there.
  useEffect(() => {
    if (!bookId || !chapterId) return;
    const keep = () => {
      const version = latest.current;
      const ownerId = signedInUserId();
      if (!version || !ownerId || base.current === undefined || !version.title.trim()) return;
      clearTimeout(timer.current);
      latest.current = null;
      void keepChapterDraft(ownerId, bookId, chapterId, {
        title: version.title.trim(),
        doc: version.doc,
        baseRevision: base.current,
        session: session.current,
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onVisibility);
      keep();
    };
  }, [bookId, chapterId]);

  // The whole form is being saved (Save Book, Save draft): it carries this text, so the autosave
  // waiting for it stands down rather than save it again over the form's new revision.
  useEffect(
    () =>
      onBookFormSave(() => {
        clearTimeout(timer.current);
        latest.current = null;
      }),
    [],
  );

  // A text kept on the device was sent: the chapter is at its new revision.
  useEffect(() => {
    if (!path) return;
    return onQueuedAnswer((item, answer) => {
      if (item.kind !== 'chapterDraft' || item.path !== path) return;
      const saved = answer as ChapterDraftSaved;
      base.current = saved.revision;
      setSavedAt(saved.savedAt);
      setStatus((current) => (current === 'kept' ? 'saved' : current));
    });
  }, [path]);

  // A text typed offline that the server refused when it came back: show both versions.
  useEffect(() => {
    if (!path || !bookId || !chapterId) return;
    const check = async () => {
      const held = heldChapterDraft(signedInUserId(), path);
      if (!held) return;
      const body = held.body as ChapterDraftBody;
      const current = await api(routes.getChapterDraft, { params: { bookId, chapterId } });
      base.current = current.revision;
      setConflict({
        mine: { title: body.title, doc: body.doc, savedAt: held.heldAt },
        theirs: {
          title: current.title,
          doc: current.doc as ChapterDoc,
          savedAt: current.savedAt,
          revision: current.revision,
        },
        held: true,
      });
      setStatus('conflict');
    };
    void check().catch(() => undefined);
    return onHeldChapterDrafts(() => void check().catch(() => undefined));
  }, [path, bookId, chapterId]);

  /** The writer chose: keep `choice` as the chapter (saved over the other version's revision). */
  const resolve = useCallback(
    (choice: ChapterVersion) => {
      if (!conflict) return;
      base.current = conflict.theirs.revision;
      releaseHeldChapterDraft(signedInUserId(), path ?? '');
      setConflict(null);
      if (choice === conflict.theirs) {
        latest.current = null;
        setStatus('saved');
        setSavedAt(conflict.theirs.savedAt ?? null);
        return;
      }
      latest.current = choice;
      void flush();
    },
    [conflict, flush, path],
  );

  /** The server made a revision itself (a restore): the editor now starts from it. */
  const adopt = useCallback((saved: { revision: number; savedAt: string }) => {
    clearTimeout(timer.current);
    latest.current = null;
    base.current = saved.revision;
    setSavedAt(saved.savedAt);
    setStatus('saved');
  }, []);

  return { status, savedAt, error, conflict, change, flush, resolve, adopt };
}
