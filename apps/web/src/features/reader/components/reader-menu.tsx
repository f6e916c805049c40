import type { ReaderSettings, TocChapter } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import type { ReaderSettingsChange } from '../hooks/use-reader-settings';
import { useId } from 'react';
import { ComfortControls } from './comfort-controls';
import { DisplaySettings } from './display-controls';
import { ReaderSheet } from './reader-sheet';
import { TableOfContents } from './table-of-contents';

export type ReaderMenuTab = 'contents' | 'display';

/** "More": the table of contents and the reader settings, as two tabs of one sheet. */
export function ReaderMenu({
  open,
  tab,
  onTabChange,
  onClose,
  chapters,
  current,
  bookmarkChapter,
  onSelectChapter,
  settings,
  onSettingsChange,
}: {
  open: boolean;
  tab: ReaderMenuTab;
  onTabChange: (tab: ReaderMenuTab) => void;
  onClose: () => void;
  chapters: TocChapter[];
  current: number;
  bookmarkChapter: number | null;
  onSelectChapter: (chapter: number) => void;
  settings: ReaderSettings;
  onSettingsChange: (change: ReaderSettingsChange) => void;
}) {
  const id = useId();
  const tabs: { value: ReaderMenuTab; label: string }[] = [
    { value: 'contents', label: 'Contents' },
    { value: 'display', label: 'Display' },
  ];
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'contents' ? 'display' : 'contents';
    onTabChange(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <ReaderSheet
      open={open}
      onClose={onClose}
      title={tab === 'contents' ? 'Contents' : 'Reader settings'}
      header={
        <div role="tablist" aria-label="Reader menu" className="flex gap-1 border-b border-(--reader-border)">
          {tabs.map(({ value, label }) => (
            <button
              key={value}
              id={`${id}-${value}-tab`}
              type="button"
              role="tab"
              aria-selected={tab === value}
              aria-controls={`${id}-${value}-panel`}
              tabIndex={tab === value ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => onTabChange(value)}
              className={clsx(
                '-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold transition',
                tab === value
                  ? 'border-(--reader-accent) text-(--reader-fg)'
                  : 'border-transparent text-(--reader-muted) hover:text-(--reader-fg)',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      }
    >
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="pt-3">
        {tab === 'contents' ? (
          <TableOfContents
            chapters={chapters}
            current={current}
            bookmarkChapter={bookmarkChapter}
            onSelect={onSelectChapter}
          />
        ) : (
          <DisplaySettings settings={settings} onChange={onSettingsChange}>
            <ComfortControls settings={settings} onChange={onSettingsChange} />
          </DisplaySettings>
        )}
      </div>
    </ReaderSheet>
  );
}
