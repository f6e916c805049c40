import { FONT_SIZE_STEP } from '@quire/shared/constants';
import type { ReaderSettings } from '@quire/shared/schemas/reader';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SuggestedBook } from '../api/get-suggestions';
import { useSetBookmark } from '../api/reading-position';
import { useToggleVote } from '../api/toggle-vote';
import { useChapterNavigation } from '../hooks/use-chapter-navigation';
import { useChromeAutoHide } from '../hooks/use-chrome-auto-hide';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useCachedBook } from '@/features/books';
import { useReadAloud } from '../hooks/use-read-aloud';
import { useReaderKeyboard } from '../hooks/use-reader-keyboard';
import { DeviceOnlyContext, useDeviceReaderSettings } from '../hooks/use-comfort-settings';
import { type ReaderSettingsChange, stepFontSize } from '../hooks/use-reader-settings';
import { usePanelHistory } from '../hooks/use-panel-history';
import { useScrollPosition } from '../hooks/use-scroll-position';
import { readerRootStyle } from '../lib/reader-themes';
import { loadReadingFont } from '../lib/reading-fonts';
import { readerLink, shareLink } from '../lib/share-link';
import type { ReaderMenuTab } from './reader-menu';
import { ReaderLayout } from './reader-layout';
import { ReadingRuler, useReadingRuler } from './reading-ruler';
import { TimeLeft } from './time-left';
import { quoted } from '@/lib/format';

export interface ReaderProps {
  bookId: string;
  /** The chapter asked for (URL, initialChapter); without one the saved position decides. */
  chapter: number | undefined;
  /** The reader moved to another chapter (or settled on one): keep the URL / state in step. */
  onChapterChange: (chapter: number) => void;
  /** Confirmed a suggested book. */
  onSwitchBook: (bookId: string) => void;
  onClose: () => void;
  closeLabel: string;
  /** 'page' for /book-reader (back arrow, <main>, document title); 'overlay' inside a dialog. */
  variant: 'page' | 'overlay';
  /** Replaces the book title in the header (e.g. the library's 'Reading: {title}'). */
  heading?: string;
  /** Id given to the header's title, for the overlay's aria-labelledby. */
  headingId?: string;
}

/**
 * The chapter reader. Settings (theme, type) wrap everything; the book itself is keyed by its id
 * so switching to a suggested book starts clean (and the previous book's session is recorded).
 */
export function Reader(props: ReaderProps) {
  const { settings, isReady, update, deviceOnly, setDeviceOnly } = useDeviceReaderSettings();
  const deviceOnlyValue = useMemo(() => ({ deviceOnly, setDeviceOnly }), [deviceOnly, setDeviceOnly]);
  useEffect(() => void loadReadingFont(settings.fontFamily), [settings.fontFamily]);
  return (
    <DeviceOnlyContext value={deviceOnlyValue}>
      <div
        data-reader-theme={settings.theme}
        style={readerRootStyle(settings)}
        className="relative flex h-full min-h-0 flex-col bg-(--reader-bg) text-(--reader-fg) selection:bg-(--reader-selection) selection:text-(--reader-fg)"
      >
        <ReaderBook
          key={props.bookId}
          {...props}
          settings={settings}
          settingsReady={isReady}
          onSettingsChange={update}
        />
      </div>
    </DeviceOnlyContext>
  );
}

/** The most a close waits for the last position save. */
const CLOSE_WAIT_MS = 800;

/**
 * One book in the reader: which chapter (useChapterNavigation), the place inside it
 * (useScrollPosition), the bars (useChromeAutoHide), the keys (useReaderKeyboard), and the
 * actions; ReaderLayout draws it.
 */
function ReaderBook({
  bookId,
  chapter: requested,
  onChapterChange,
  onSwitchBook,
  onClose,
  closeLabel,
  variant,
  heading,
  headingId: givenHeadingId,
  settings,
  settingsReady,
  onSettingsChange,
}: ReaderProps & {
  settings: ReaderSettings;
  settingsReady: boolean;
  onSettingsChange: (change: ReaderSettingsChange) => void;
}) {
  const fallbackHeadingId = useId();
  const headingId = givenHeadingId ?? fallbackHeadingId;
  const nav = useChapterNavigation({ bookId, requested, onChapterChange, settingsReady });
  const { toc, current, chapter, position, previousNumber, nextNumber, canGoTo } = nav;
  const chrome = useChromeAutoHide();
  const scroll = useScrollPosition({
    bookId,
    title: toc?.title ?? '',
    current,
    chapter,
    contentKey: nav.contentKey,
    restoreTarget: nav.restoreTarget,
    settings,
    chrome,
  });
  const { saver, leaveChapter, livePosition } = scroll;

  // ---------------------------------------------------------------- actions
  const { panel, setPanel, afterHistory } = usePanelHistory();
  const goTo = useCallback(
    (target: number | undefined) => {
      if (!canGoTo(target)) return;
      leaveChapter();
      afterHistory(() => onChapterChange(target));
    },
    [canGoTo, leaveChapter, onChapterChange, afterHistory],
  );
  const goPrevious = useCallback(() => goTo(previousNumber), [goTo, previousNumber]);
  const goNext = useCallback(() => goTo(nextNumber), [goTo, nextNumber]);

  const bookmark = useSetBookmark(bookId);
  const bookmarked = current !== undefined && position.data?.bookmarkChapter === current;
  const toggleBookmark = useCallback(() => {
    if (current === undefined || !position.data) return;
    bookmark.mutate(position.data.bookmarkChapter === current ? null : current);
  }, [bookmark, current, position.data]);

  // Leaving waits (briefly) for the last position to be saved, so the screen underneath shows fresh progress.
  const closing = useRef(false);
  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    const saved = saver.flush();
    const enough = new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS));
    void Promise.race([saved, enough]).then(() => {
      closing.current = false;
      onClose();
    });
  }, [saver, onClose]);

  const cachedBook = useCachedBook(bookId, null);
  const readAloud = useReadAloud({
    chapter,
    hasNext: nextNumber !== undefined,
    goNext,
    textRef: scroll.textRef,
    scrollerRef: scroll.scrollerRef,
    bookLanguage: cachedBook?.language,
  });

  const ruler = useReadingRuler({
    enabled: settings.ruler && chapter !== undefined,
    settings,
    scrollerRef: scroll.scrollerRef,
    textRef: scroll.textRef,
    contentKey: nav.contentKey,
  });

  const vote = useToggleVote(bookId, current ?? 0);
  const fullscreen = useFullscreen();

  const [menuTab, setMenuTab] = useState<ReaderMenuTab>('contents');
  const openMenu = (tab: ReaderMenuTab) => {
    setMenuTab(tab);
    setPanel('menu');
  };
  const closePanel = useCallback(() => setPanel(null), [setPanel]);
  const [pendingBook, setPendingBook] = useState<SuggestedBook | null>(null);

  useReaderKeyboard({
    variant,
    onClose: close,
    shortcuts: {
      previousChapter: goPrevious,
      nextChapter: goNext,
      increaseFont: () => onSettingsChange(stepFontSize(FONT_SIZE_STEP)),
      decreaseFont: () => onSettingsChange(stepFontSize(-FONT_SIZE_STEP)),
      showShortcuts: () => setPanel('shortcuts'),
      toggleBookmark,
      toggleFullscreen: () => void fullscreen.toggle(),
      toggleListen: () => void readAloud.toggle(),
      rulerDown: settings.ruler ? () => ruler.move(1) : undefined,
      rulerUp: settings.ruler ? () => ruler.move(-1) : undefined,
    },
    shortcutsEnabled: panel === null && pendingBook === null,
  });

  const share = () => {
    if (!toc) return;
    void shareLink({
      title: chapter ? `${toc.title} · ${chapter.title}` : toc.title,
      text: `I'm reading ${quoted(toc.title)} by ${toc.author} on Quire.`,
      url: readerLink(bookId, current),
    });
  };

  const percent = useMemo(() => {
    if (!chapter || chapter.totalWords <= 0) return 0;
    return Math.min(
      100,
      ((chapter.wordsBefore + livePosition * chapter.wordCount) / chapter.totalWords) * 100,
    );
  }, [chapter, livePosition]);

  return (
    <>
      <ReaderLayout
        bookId={bookId}
        variant={variant}
        heading={heading}
        headingId={headingId}
        closeLabel={closeLabel}
        close={close}
        settings={settings}
        settingsReady={settingsReady}
        onSettingsChange={onSettingsChange}
        nav={nav}
        scroll={scroll}
        chrome={chrome}
        percent={percent}
        bookmarked={bookmarked}
        toggleBookmark={toggleBookmark}
        fullscreen={fullscreen}
        share={share}
        goTo={goTo}
        goPrevious={goPrevious}
        goNext={goNext}
        onVote={() => vote.mutate()}
        isVoting={vote.isPending}
        panel={panel}
        setPanel={setPanel}
        menuTab={menuTab}
        setMenuTab={setMenuTab}
        openMenu={openMenu}
        closePanel={closePanel}
        pendingBook={pendingBook}
        setPendingBook={setPendingBook}
        onSwitchBook={onSwitchBook}
        readAloud={readAloud}
      />
      <ReadingRuler band={ruler.band} />
      {readAloud.open ? null : (
        <TimeLeft chapter={chapter} position={livePosition} barsShown={!chrome.hidden} />
      )}
    </>
  );
}
