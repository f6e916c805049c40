import { useEffect } from 'react';
import { type ReaderShortcutHandlers, useReaderShortcuts } from './use-reader-shortcuts';

/**
 * The reader's keys: the shortcuts (while no panel or dialog of the reader is open) and, in the
 * overlay, Escape to close (a panel or dialog open on top closes first).
 */
export function useReaderKeyboard({
  variant,
  onClose,
  shortcuts,
  shortcutsEnabled,
}: {
  variant: 'page' | 'overlay';
  onClose: () => void;
  shortcuts: ReaderShortcutHandlers;
  shortcutsEnabled: boolean;
}) {
  useEffect(() => {
    if (variant !== 'overlay') return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape inside a panel or dialog closes that first (the native <dialog> handles it).
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [variant, onClose]);

  useReaderShortcuts(shortcuts, shortcutsEnabled);
}
