import { READER_SHORTCUTS } from '../hooks/use-reader-shortcuts';
import { ReaderSheet } from './reader-sheet';

/** The `?` dialog: every reader key and what it does. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ReaderSheet open={open} onClose={onClose} title="Keyboard shortcuts" variant="center">
      <dl className="divide-y divide-(--reader-border)">
        {READER_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-[0.9375rem]">{shortcut.label}</dt>
            <dd className="flex gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-8 rounded-md border border-b-2 border-(--reader-border) bg-(--reader-bg) px-2 py-0.5 text-center font-sans text-sm font-semibold"
                >
                  {key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-(--reader-muted)">Escape closes this dialog and the reader's panels.</p>
    </ReaderSheet>
  );
}
