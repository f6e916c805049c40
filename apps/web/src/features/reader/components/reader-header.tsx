import type { ReaderSettings } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import { type ReaderSettingsChange, stepFontSize } from '../hooks/use-reader-settings';
import type { ReactNode } from 'react';
import {
  ArrowLeft,
  Bookmark,
  Ellipsis,
  Highlighter,
  List,
  Maximize,
  Minimize,
  Share2,
  X,
} from 'lucide-react';
import { FontSizeControl, ThemePicker } from './display-controls';
import { ReaderIconButton } from './reader-icon-button';

export interface ReaderHeaderProps {
  headingId: string;
  heading: string;
  author: string;
  closeLabel: string;
  closeIcon: 'back' | 'close';
  onClose: () => void;
  settings: ReaderSettings;
  onSettingsChange: (change: ReaderSettingsChange) => void;
  bookmarked: boolean;
  onToggleBookmark: () => void;
  canBookmark: boolean;
  fullscreen: { isSupported: boolean; isFullscreen: boolean; toggle: () => void };
  onShare: () => void;
  onOpenContents: () => void;
  onOpenMore: () => void;
  /** Opens the Notes & Highlights panel (when a chapter is shown). */
  onOpenHighlights?: () => void;
  /** Slid out of view while reading (scrolling down); comes back on scroll up or focus. */
  hidden: boolean;
  onReveal: () => void;
  /**
   * 'banner' on /book-reader (the page's one <header>); 'none' in the overlay, whose page already
   * has its banner (a second one would be a duplicate landmark).
   */
  landmark?: 'banner' | 'none';
  /** More reading actions, first in the row of icons (Listen). */
  actions?: ReactNode;
}

/** Title and author, and the reading controls: size, theme, contents, bookmark, full screen, share, more. */
export function ReaderHeader({
  headingId,
  heading,
  author,
  closeLabel,
  closeIcon,
  onClose,
  settings,
  onSettingsChange,
  bookmarked,
  onToggleBookmark,
  canBookmark,
  fullscreen,
  onShare,
  onOpenContents,
  onOpenMore,
  onOpenHighlights,
  hidden,
  onReveal,
  landmark = 'banner',
  actions,
}: ReaderHeaderProps) {
  const CloseIcon = closeIcon === 'back' ? ArrowLeft : X;
  const Bar = landmark === 'banner' ? 'header' : 'div';
  return (
    <Bar
      onFocusCapture={onReveal}
      className={clsx(
        'sticky top-0 z-20 border-b border-(--reader-border) bg-(--reader-chrome) backdrop-blur-md transition-transform duration-300 ease-out',
        hidden && '-translate-y-full',
      )}
    >
      <div className="mx-auto flex h-14 max-w-[90rem] items-center gap-1 px-1.5 sm:h-16 sm:gap-2 sm:px-4">
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="flex h-11 shrink-0 items-center gap-2 rounded-full px-2.5 text-sm font-medium transition hover:bg-(--reader-surface) sm:pr-4"
        >
          <CloseIcon className="size-5" aria-hidden="true" />
          <span className="hidden sm:inline" aria-hidden="true">
            {closeLabel}
          </span>
        </button>
        <div className="min-w-0 flex-1 px-1 sm:px-2">
          <p
            id={headingId}
            className="truncate font-serif text-[0.95rem] leading-tight font-semibold sm:text-base"
          >
            {heading}
          </p>
          <p className="truncate text-xs text-(--reader-muted) sm:text-[0.8125rem]">
            {author ? `by ${author}` : ''}
          </p>
        </div>
        <div className="hidden items-center gap-3 lg:flex">
          <FontSizeControl
            fontSize={settings.fontSize}
            onStep={(delta) => onSettingsChange(stepFontSize(delta))}
          />
          <ThemePicker theme={settings.theme} onChange={(theme) => onSettingsChange({ theme })} />
          <span aria-hidden="true" className="mx-1 h-6 w-px bg-(--reader-border)" />
        </div>
        <div className="flex items-center">
          {actions}
          <ReaderIconButton label="Contents" onClick={onOpenContents} className="hidden sm:grid">
            <List className="size-5" aria-hidden="true" />
          </ReaderIconButton>
          {onOpenHighlights ? (
            <ReaderIconButton label="Notes & Highlights" onClick={onOpenHighlights}>
              <Highlighter className="size-5" aria-hidden="true" />
            </ReaderIconButton>
          ) : null}
          <ReaderIconButton
            label={bookmarked ? 'Remove bookmark' : 'Bookmark this chapter'}
            pressed={bookmarked}
            onClick={onToggleBookmark}
            disabled={!canBookmark}
          >
            <Bookmark className={clsx('size-5', bookmarked && 'fill-current')} aria-hidden="true" />
          </ReaderIconButton>
          {fullscreen.isSupported ? (
            <ReaderIconButton
              label={fullscreen.isFullscreen ? 'Exit full screen' : 'Full screen'}
              pressed={fullscreen.isFullscreen}
              onClick={fullscreen.toggle}
              className="hidden sm:grid"
            >
              {fullscreen.isFullscreen ? (
                <Minimize className="size-5" aria-hidden="true" />
              ) : (
                <Maximize className="size-5" aria-hidden="true" />
              )}
            </ReaderIconButton>
          ) : null}
          <ReaderIconButton label="Share" onClick={onShare}>
            <Share2 className="size-5" aria-hidden="true" />
          </ReaderIconButton>
          <ReaderIconButton label="More" onClick={onOpenMore}>
            <Ellipsis className="size-5" aria-hidden="true" />
          </ReaderIconButton>
        </div>
      </div>
    </Bar>
  );
}
