import { keyBelongsElsewhere } from '@/lib/keyboard';
import { useEffect, useEffectEvent } from 'react';

export interface ReaderShortcutHandlers {
  previousChapter: () => void;
  nextChapter: () => void;
  increaseFont: () => void;
  decreaseFont: () => void;
  showShortcuts: () => void;
  toggleBookmark: () => void;
  toggleFullscreen: () => void;
  /** Read-aloud: start, pause, resume. */
  toggleListen?: () => void;
  /** The reading ruler, when it is on: one line down / up. */
  rulerDown?: () => void;
  rulerUp?: () => void;
}

/** The keys the shortcuts dialog lists; each line is keys → what they do. */
export const READER_SHORTCUTS: { keys: string[]; label: string }[] = [
  { keys: ['←'], label: 'Previous chapter' },
  { keys: ['→'], label: 'Next chapter' },
  { keys: ['+'], label: 'Larger text' },
  { keys: ['−'], label: 'Smaller text' },
  { keys: ['B'], label: 'Bookmark this chapter' },
  { keys: ['F'], label: 'Full screen' },
  { keys: ['L'], label: 'Listen: read aloud, pause, resume' },
  { keys: ['J', 'K'], label: 'Move the reading ruler down, up' },
  { keys: ['Shift', '→'], label: 'Select words to highlight (Shift+↓ a line); Tab to the colours' },
  { keys: ['?'], label: 'Show these shortcuts' },
];

/**
 * Reader keys: ←/→ chapters, +/− font size, B bookmark, F full screen, ? the shortcuts dialog.
 * Quiet while typing, with a modifier held, or while a dialog is open.
 */
export function useReaderShortcuts(handlers: ReaderShortcutHandlers, enabled: boolean) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    // Shift with an arrow selects text to highlight (features/highlights), never a chapter.
    if (event.shiftKey && event.key.startsWith('Arrow')) return;
    if (keyBelongsElsewhere(event)) return;
    const actions: Record<string, (() => void) | undefined> = {
      ArrowLeft: handlers.previousChapter,
      ArrowRight: handlers.nextChapter,
      '+': handlers.increaseFont,
      '=': handlers.increaseFont,
      '-': handlers.decreaseFont,
      _: handlers.decreaseFont,
      '?': handlers.showShortcuts,
      b: handlers.toggleBookmark,
      B: handlers.toggleBookmark,
      f: handlers.toggleFullscreen,
      F: handlers.toggleFullscreen,
      l: handlers.toggleListen,
      L: handlers.toggleListen,
      j: handlers.rulerDown,
      J: handlers.rulerDown,
      k: handlers.rulerUp,
      K: handlers.rulerUp,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
