import { type ComponentProps, lazy, Suspense, useEffect } from 'react';
import { useIdle } from '@/hooks/use-idle';
import type { ChapterCommentsPanel as CommentsPanelComponent } from './chapter-comments-panel';
import type { ReaderMenu as ReaderMenuComponent } from './reader-menu';
import type { ShortcutsDialog as ShortcutsDialogComponent } from './shortcuts-dialog';

/*
 * The reader's panels (contents and settings, chapter comments, keyboard shortcuts) are closed
 * when a chapter opens, so their code is not part of what the reader needs to show it: each is its
 * own chunk, fetched once the chapter is on screen and the browser is idle (or when first opened,
 * if that comes sooner). A closed panel renders nothing, as before.
 */
const loadMenu = () => import('./reader-menu');
const loadComments = () => import('./chapter-comments-panel');
const loadShortcuts = () => import('./shortcuts-dialog');
const loadReadAloudBar = () => import('./read-aloud-bar');

const LoadedMenu = lazy(async () => ({ default: (await loadMenu()).ReaderMenu }));
const LoadedComments = lazy(async () => ({ default: (await loadComments()).ChapterCommentsPanel }));
const LoadedShortcuts = lazy(async () => ({ default: (await loadShortcuts()).ShortcutsDialog }));
const LoadedReadAloudBar = lazy(async () => ({ default: (await loadReadAloudBar()).ReadAloudBar }));

/** The read-aloud player, loaded the first time someone listens. */
export function LazyReadAloudBar(props: ComponentProps<typeof LoadedReadAloudBar>) {
  return (
    <Suspense fallback={null}>
      <LoadedReadAloudBar {...props} />
    </Suspense>
  );
}

export function ReaderMenu(props: ComponentProps<typeof ReaderMenuComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedMenu {...props} />
    </Suspense>
  );
}

export function ChapterCommentsPanel(props: ComponentProps<typeof CommentsPanelComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedComments {...props} />
    </Suspense>
  );
}

export function ShortcutsDialog(props: ComponentProps<typeof ShortcutsDialogComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedShortcuts {...props} />
    </Suspense>
  );
}

/** Rendered once a chapter is on screen: fetches the panels' code when the browser is idle. */
export function PreloadReaderPanels() {
  const idle = useIdle();
  useEffect(() => {
    if (!idle) return;
    for (const load of [loadMenu, loadComments, loadShortcuts]) {
      load().catch(() => {
        // Retried when the panel is opened.
      });
    }
  }, [idle]);
  return null;
}
