import { IMPORT_MESSAGES } from '@quire/shared/messages/import';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshBookLists } from '@/features/books';
import { isApiError } from '@/lib/api-client';
import { fileJobsQueryKeys } from '@/lib/file-jobs/file-jobs-api';
import { addPendingFileJob, newClientKey } from '@/lib/file-jobs/pending-file-jobs';
import { type ImportedBook, importBookFile } from '../api/import-book';
import { checkImportFile } from './import-files';

export type ImportItem = {
  id: number;
  /** The key its upload names its file job by (`?clientKey=`). */
  key: string;
  file: File;
} & (
  | { state: 'waiting' }
  | { state: 'uploading'; progress: number }
  | { state: 'reading' }
  | { state: 'done'; book: ImportedBook }
  | { state: 'failed'; message: string }
);

const GENERIC_FAILURE = 'The file could not be imported. Please try again.';

/**
 * Files imported one after another (a phone on a slow line sends one at a time best), each with
 * its progress and outcome, and a sentence for screen readers about the latest change.
 */
export function useImportQueue() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<ImportItem[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(1);
  const running = useRef(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const aborter = useRef<AbortController | null>(null);

  const update = useCallback((id: number, change: Partial<ImportItem> & Pick<ImportItem, 'state'>) => {
    setItems((current) =>
      current.map((item) => (item.id === id ? ({ ...item, ...change } as ImportItem) : item)),
    );
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const item = itemsRef.current.find((candidate) => candidate.state === 'waiting');
        if (!item) break;
        // Marked at once, so the loop never picks it up again before React re-renders.
        itemsRef.current = itemsRef.current.map((i) =>
          i.id === item.id ? ({ ...i, state: 'uploading', progress: 0 } as ImportItem) : i,
        );
        update(item.id, { state: 'uploading', progress: 0 });
        setAnnouncement(`Importing ${item.file.name}`);
        const controller = new AbortController();
        aborter.current = controller;
        try {
          const book = await importBookFile(item.file, {
            signal: controller.signal,
            clientKey: item.key,
            onProgress: (fraction) => {
              if (fraction < 1) {
                update(item.id, { state: 'uploading', progress: fraction });
                return;
              }
              // Sent: the server works on it now, even if this page goes away; the tab tells its
              // reader how it ended (also after a reload).
              addPendingFileJob(item.key);
              update(item.id, { state: 'reading' });
            },
          });
          update(item.id, { state: 'done', book });
          setAnnouncement(`${item.file.name} imported as the draft “${book.title}”`);
          void refreshBookLists(queryClient);
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') break;
          const message = isApiError(error) && error.message ? error.message : GENERIC_FAILURE;
          update(item.id, { state: 'failed', message });
          setAnnouncement(`${item.file.name} was not imported: ${message}`);
        } finally {
          // Its job has ended: the list (and the toast when the dialog is closed) follow at once.
          void queryClient.invalidateQueries({ queryKey: fileJobsQueryKeys.all });
        }
      }
    } finally {
      running.current = false;
      aborter.current = null;
    }
  }, [queryClient, update]);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const added: ImportItem[] = files.map((file) => {
        const problem = checkImportFile(file);
        const id = nextId.current++;
        const key = newClientKey();
        return problem
          ? { id, key, file, state: 'failed', message: problem }
          : { id, key, file, state: 'waiting' };
      });
      itemsRef.current = [...itemsRef.current, ...added];
      setItems(itemsRef.current);
      const refused = added.filter((item) => item.state === 'failed');
      const last = refused.at(-1);
      if (last?.state === 'failed' && refused.length === added.length)
        setAnnouncement(
          refused.length === 1 ? `${last.file.name}: ${last.message}` : IMPORT_MESSAGES.noneImportable,
        );
      void run();
    },
    [run],
  );

  /** Forgets the finished items (the ones still on their way stay). */
  const clearFinished = useCallback(() => {
    itemsRef.current = itemsRef.current.filter((item) => item.state !== 'done' && item.state !== 'failed');
    setItems(itemsRef.current);
  }, []);

  /** Forgets one finished item. */
  const remove = useCallback((id: number) => {
    itemsRef.current = itemsRef.current.filter((item) => item.id !== id);
    setItems(itemsRef.current);
  }, []);

  useEffect(() => () => aborter.current?.abort(), []);

  const busy = items.some(
    (item) => item.state === 'waiting' || item.state === 'uploading' || item.state === 'reading',
  );
  return { items, add, clearFinished, remove, announce: setAnnouncement, announcement, busy };
}
