import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_SIZE_STEP,
  type ReaderSettings,
  type ReaderSettingsUpdate,
  type ReadingPosition,
} from '@quire/shared';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmReadingDialog } from '@/components/ui/confirm-reading-dialog';
import { prefetchChapter, useChapter } from '../api/get-chapter';
import { useChapterList } from '../api/get-chapter-list';
import type { SuggestedBook } from '../api/get-suggestions';
import { useReadingPosition, useSetBookmark } from '../api/reading-position';
import { useToggleVote } from '../api/toggle-vote';
import { useFullscreen } from '../hooks/use-fullscreen';
import { usePositionSaver } from '../hooks/use-position-saver';
import { useReaderSettings } from '../hooks/use-reader-settings';
import { useReaderShortcuts } from '../hooks/use-reader-shortcuts';
import { useReadingSessions } from '../hooks/use-reading-sessions';
import { readerRootStyle } from '../lib/reader-themes';
import { readScrollPosition, scrollToPosition } from '../lib/scroll-position';
import { readerLink, shareLink } from '../lib/share-link';
import { ChapterEnd, ChapterHeading, ChapterText } from './chapter-view';
import { ReaderBottomBar } from './reader-bottom-bar';
import { ReaderHeader } from './reader-header';
import type { ReaderMenuTab } from './reader-menu';
import { ChapterCommentsPanel, PreloadReaderPanels, ReaderMenu, ShortcutsDialog } from './reader-panels';
import { ChapterSkeleton, ReaderError } from './reader-states';
import { SuggestionsPanel } from './suggestions-panel';

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
  const { settings, isReady, update } = useReaderSettings();
  return (
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
  );
}

type Panel = null | 'menu' | 'comments' | 'shortcuts';

/** The most a close waits for the last position save. */
const CLOSE_WAIT_MS = 800;

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
  onSettingsChange: (patch: ReaderSettingsUpdate) => void;
}) {
  const queryClient = useQueryClient();
  const fallbackHeadingId = useId();
  const headingId = givenHeadingId ?? fallbackHeadingId;
  const list = useChapterList(bookId);
  const position = useReadingPosition(bookId);
  const toc = list.data;

  // ---------------------------------------------------------------- which chapter
  const numbers = useMemo(() => toc?.chapters.map((c) => c.chapterNumber) ?? [], [toc]);
  const savedChapter = position.data?.chapter ?? null;
  // Another device may have moved on since this one cached it: wait for this open's own answer.
  const positionSettled = position.isFetchedAfterMount || position.isError;
  const current = useMemo(() => {
    if (numbers.length === 0 || !positionSettled) return undefined;
    const wanted = requested ?? savedChapter ?? numbers[0];
    if (numbers.includes(wanted)) return wanted;
    // A link to a chapter that is gone: the nearest end of the book.
    return wanted > numbers[numbers.length - 1] ? numbers[numbers.length - 1] : numbers[0];
  }, [numbers, positionSettled, requested, savedChapter]);

  useEffect(() => {
    if (current !== undefined && current !== requested) onChapterChange(current);
  }, [current, requested, onChapterChange]);

  // Decided once, when the book opens: resume inside the saved chapter (another device's too).
  const restoreTarget = useRef<{ chapter: number; position: number } | null | undefined>(undefined);
  if (restoreTarget.current === undefined && current !== undefined) {
    const saved = position.data;
    restoreTarget.current =
      saved && saved.chapter === current && saved.position > 0
        ? { chapter: current, position: saved.position }
        : null;
  }

  const index = current === undefined ? -1 : numbers.indexOf(current);
  const previousNumber = index > 0 ? numbers[index - 1] : undefined;
  const nextNumber = index >= 0 && index < numbers.length - 1 ? numbers[index + 1] : undefined;

  // A linked chapter the book has is the one that opens, whatever the saved position says, so its
  // text is asked for as soon as the contents are in, while the position is still on its way (it
  // is only shown once the position is known, to restore the place inside it). Same request.
  const linked = requested !== undefined && numbers.includes(requested) ? requested : undefined;
  const chapterQuery = useChapter(bookId, current ?? linked);
  const chapter =
    chapterQuery.data && chapterQuery.data.chapterNumber === current ? chapterQuery.data : undefined;

  // ---------------------------------------------------------------- measuring and saving
  const title = toc?.title ?? '';
  const onPositionSaved = useCallback(
    (saved: ReadingPosition, previous?: ReadingPosition) => {
      if (saved.status === 'Completed' && previous && previous.status !== 'Completed' && title) {
        toast.success(`You finished “${title}”. What a journey!`, { id: `finished-${bookId}` });
      }
    },
    [title, bookId],
  );
  const saver = usePositionSaver(bookId, onPositionSaved);
  const sessions = useReadingSessions(
    bookId,
    chapter ? { number: chapter.chapterNumber, wordCount: chapter.wordCount } : undefined,
  );

  const scrollerRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tracking = useRef(false);
  const lastPosition = useRef(0);
  const focusHeadingNext = useRef(false);
  const [livePosition, setLivePosition] = useState(0);
  const [chromeHidden, setChromeHidden] = useState(false);
  const lastScrollTop = useRef(0);
  const frame = useRef(0);
  /** Set before the reader scrolls by itself (restore, reflow): that is not the person scrolling. */
  const programmatic = useRef(false);
  const placeAt = useCallback((target: number) => {
    const scroller = scrollerRef.current;
    const text = textRef.current;
    if (!scroller || !text) return;
    const before = scroller.scrollTop;
    scrollToPosition(scroller, text, target);
    // No movement, no scroll event: only flag a scroll that will actually be reported.
    programmatic.current = scroller.scrollTop !== before;
  }, []);

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    const text = textRef.current;
    if (!scroller || !text || current === undefined) return undefined;
    return readScrollPosition(scroller, text);
  }, [current]);

  /** Whether the text has ever moved (any scroll event): until then it is at the top. */
  const moved = useRef(false);
  const onScroll = useCallback(() => {
    moved.current = true;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const top = scroller.scrollTop;
      const delta = top - lastScrollTop.current;
      lastScrollTop.current = top;
      if (programmatic.current) programmatic.current = false;
      else if (tracking.current) {
        // Reading on (scrolling down) hides the bars; any move back up, the top or the end shows them.
        const atEnd = top + scroller.clientHeight >= scroller.scrollHeight - 48;
        if (top < 80 || atEnd || delta < -6) setChromeHidden(false);
        else if (delta > 6) setChromeHidden(true);
      }

      const measured = measure();
      if (!measured || !tracking.current || current === undefined) return;
      lastPosition.current = measured.position;
      setLivePosition(measured.position);
      saver.report({ chapter: current, position: measured.position });
      sessions.moveTo(measured.position, measured.scrollable);
    });
  }, [measure, saver, sessions, current]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // A chapter's text is on screen (and the caller's type settings applied): go to the saved place
  // (or the top), then start measuring from there.
  const contentKey = chapter && settingsReady ? `${bookId}:${chapter.chapterNumber}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per chapter shown, by design
  useLayoutEffect(() => {
    if (!contentKey || current === undefined) return;
    const scroller = scrollerRef.current;
    const text = textRef.current;
    if (!scroller || !text) return;
    tracking.current = false;
    const target = restoreTarget.current?.chapter === current ? restoreTarget.current.position : 0;
    // Text that has never moved is already at the top: placing it there would only make the
    // browser lay the new chapter out right now, inside this commit, instead of when it paints.
    if (target > 0 || moved.current) placeAt(target);
    let cancelled = false;
    // Web fonts change line breaks: place again once they are in, then measure.
    void document.fonts.ready.then(() =>
      requestAnimationFrame(() => {
        if (cancelled) return;
        placeAt(target);
        restoreTarget.current = null;
        const measured = readScrollPosition(scroller, text);
        lastPosition.current = measured.position;
        lastScrollTop.current = scroller.scrollTop;
        setLivePosition(measured.position);
        setChromeHidden(false);
        tracking.current = true;
        sessions.restartAt(measured.position);
        saver.report({ chapter: current, position: measured.position });
        saver.flush();
        if (focusHeadingNext.current) {
          focusHeadingNext.current = false;
          headingRef.current?.focus({ preventScroll: true });
        }
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [contentKey]);

  // New type settings reflow the text: keep the same place in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the layout-changing settings only
  useLayoutEffect(() => {
    if (tracking.current) placeAt(lastPosition.current);
  }, [settings.fontSize, settings.lineHeight, settings.textWidth, settings.fontFamily, settings.justify]);

  // The next chapter loads in the background, so Next opens instantly.
  useEffect(() => {
    if (!contentKey || nextNumber === undefined) return;
    const timer = setTimeout(() => void prefetchChapter(queryClient, bookId, nextNumber), 1500);
    return () => clearTimeout(timer);
  }, [contentKey, nextNumber, queryClient, bookId]);

  // ---------------------------------------------------------------- actions
  const goTo = useCallback(
    (target: number | undefined) => {
      if (target === undefined || target === current || !numbers.includes(target)) return;
      tracking.current = false;
      focusHeadingNext.current = true;
      setLivePosition(0);
      onChapterChange(target);
    },
    [current, numbers, onChapterChange],
  );
  const goPrevious = useCallback(() => goTo(previousNumber), [goTo, previousNumber]);
  const goNext = useCallback(() => goTo(nextNumber), [goTo, nextNumber]);

  const setFontSize = useCallback(
    (delta: number) => {
      const fontSize = Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, settings.fontSize + delta));
      if (fontSize !== settings.fontSize) onSettingsChange({ fontSize });
    },
    [settings.fontSize, onSettingsChange],
  );

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

  useEffect(() => {
    if (variant !== 'overlay') return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape inside a panel or dialog closes that first (the native <dialog> handles it).
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [variant, close]);

  const vote = useToggleVote(bookId, current ?? 0);
  const fullscreen = useFullscreen();

  const [panel, setPanel] = useState<Panel>(null);
  const [menuTab, setMenuTab] = useState<ReaderMenuTab>('contents');
  const openMenu = (tab: ReaderMenuTab) => {
    setMenuTab(tab);
    setPanel('menu');
  };
  const closePanel = useCallback(() => setPanel(null), []);
  const [pendingBook, setPendingBook] = useState<SuggestedBook | null>(null);

  useReaderShortcuts(
    {
      previousChapter: goPrevious,
      nextChapter: goNext,
      increaseFont: () => setFontSize(FONT_SIZE_STEP),
      decreaseFont: () => setFontSize(-FONT_SIZE_STEP),
      showShortcuts: () => setPanel('shortcuts'),
      toggleBookmark,
      toggleFullscreen: () => void fullscreen.toggle(),
    },
    panel === null && pendingBook === null,
  );

  const share = () => {
    if (!toc) return;
    void shareLink({
      title: chapter ? `${toc.title} · ${chapter.title}` : toc.title,
      text: `I'm reading “${toc.title}” by ${toc.author} on Quire.`,
      url: readerLink(bookId, current),
    });
  };

  // ---------------------------------------------------------------- layout
  const percent = useMemo(() => {
    if (!chapter || chapter.totalWords <= 0) return 0;
    return Math.min(
      100,
      ((chapter.wordsBefore + livePosition * chapter.wordCount) / chapter.totalWords) * 100,
    );
  }, [chapter, livePosition]);

  const Main = variant === 'page' ? 'main' : 'div';
  const fatalError = list.isError ? list.error : null;

  return (
    <>
      {variant === 'page' ? (
        <title>
          {toc ? `${chapter ? `${chapter.title} · ` : ''}${toc.title} · Quire` : 'Reader · Quire'}
        </title>
      ) : null}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 z-30 h-[3px] bg-transparent"
      >
        <div
          className="h-full bg-(--reader-accent) transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div
        ref={scrollerRef}
        onScroll={onScroll}
        data-reader-scroller=""
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-y-contain [scrollbar-gutter:stable]"
      >
        <ReaderHeader
          headingId={headingId}
          heading={heading ?? toc?.title ?? ''}
          author={toc?.author ?? ''}
          closeLabel={closeLabel}
          closeIcon={variant === 'page' ? 'back' : 'close'}
          onClose={close}
          settings={settings}
          onSettingsChange={onSettingsChange}
          bookmarked={bookmarked}
          canBookmark={current !== undefined && position.isSuccess}
          onToggleBookmark={toggleBookmark}
          fullscreen={fullscreen}
          onShare={share}
          onOpenContents={() => openMenu('contents')}
          onOpenMore={() => openMenu('display')}
          hidden={chromeHidden && panel === null}
          onReveal={() => setChromeHidden(false)}
        />

        <Main className="px-5 sm:px-8">
          {fatalError ? (
            <ReaderError
              error={fatalError}
              onRetry={() => void list.refetch()}
              onLeave={close}
              leaveLabel={closeLabel}
            />
          ) : toc && toc.chapters.length === 0 ? (
            <div className="mx-auto max-w-md py-20 text-center font-sans">
              <h1 className="font-serif text-2xl font-semibold">No chapters yet</h1>
              <p className="mt-2 text-(--reader-muted)">“{toc.title}” has no chapters to read so far.</p>
            </div>
          ) : (
            <div
              className={clsx(
                'mx-auto grid max-w-[90rem] gap-x-12',
                'xl:grid-cols-[minmax(0,1fr)_minmax(0,var(--reader-measure))_minmax(15rem,1fr)]',
                settings.fontFamily === 'serif' ? 'font-serif' : 'font-sans',
              )}
              // `ch` follows the reading face and size, so the measure is ~65 characters of the text.
              style={{ fontSize: 'var(--reader-font-size)' }}
            >
              <div className="mx-auto w-full max-w-(--reader-measure) min-w-0 xl:col-start-2">
                {chapterQuery.isError && !chapter ? (
                  <ReaderError
                    error={chapterQuery.error}
                    onRetry={() => void chapterQuery.refetch()}
                    onLeave={close}
                    leaveLabel={closeLabel}
                  />
                ) : !chapter || !settingsReady || !toc ? (
                  <ChapterSkeleton />
                ) : (
                  <article aria-labelledby={`${headingId}-chapter`}>
                    <ChapterHeading
                      id={`${headingId}-chapter`}
                      chapter={chapter}
                      totalChapters={toc.totalChapters}
                      headingRef={headingRef}
                    />
                    <ChapterText
                      content={chapter.content}
                      fontFamily={settings.fontFamily}
                      justify={settings.justify}
                      textRef={textRef}
                    />
                    <ChapterEnd
                      chapter={chapter}
                      chapterIndex={index + 1}
                      totalChapters={toc.totalChapters}
                      percent={percent}
                      hasPrevious={previousNumber !== undefined}
                      hasNext={nextNumber !== undefined}
                      onPrevious={goPrevious}
                      onNext={goNext}
                      onVote={() => vote.mutate()}
                      isVoting={vote.isPending}
                      onComments={() => setPanel('comments')}
                    />
                  </article>
                )}
              </div>
              {/* Below the text on phones: shown once the chapter is in, so it never jumps down the page. */}
              {chapter ? (
                <div className="mx-auto w-full max-w-(--reader-measure) pb-10 font-sans text-base xl:col-start-3 xl:row-start-1 xl:max-w-[17rem] xl:pt-16 xl:pb-0">
                  <div className="xl:sticky xl:top-24">
                    <SuggestionsPanel bookId={bookId} category={toc?.category} onPick={setPendingBook} />
                  </div>
                </div>
              ) : null}
            </div>
          )}
        </Main>

        {toc && toc.chapters.length > 0 ? (
          <ReaderBottomBar
            hidden={chromeHidden && panel === null}
            onReveal={() => setChromeHidden(false)}
            onPrevious={goPrevious}
            onNext={goNext}
            hasPrevious={previousNumber !== undefined}
            hasNext={nextNumber !== undefined}
            onContents={() => openMenu('contents')}
            onDisplay={() => openMenu('display')}
            onComments={() => setPanel('comments')}
            comments={chapter?.comments ?? 0}
          />
        ) : null}
      </div>

      {toc && current !== undefined ? (
        <ReaderMenu
          open={panel === 'menu'}
          tab={menuTab}
          onTabChange={setMenuTab}
          onClose={closePanel}
          chapters={toc.chapters}
          current={current}
          bookmarkChapter={position.data?.bookmarkChapter ?? null}
          onSelectChapter={(target) => {
            closePanel();
            goTo(target);
          }}
          settings={settings}
          onSettingsChange={onSettingsChange}
        />
      ) : null}
      {chapter ? <PreloadReaderPanels /> : null}
      {chapter ? (
        <ChapterCommentsPanel
          open={panel === 'comments'}
          onClose={closePanel}
          bookId={bookId}
          chapter={chapter.chapterNumber}
          chapterTitle={chapter.title}
        />
      ) : null}
      <ShortcutsDialog open={panel === 'shortcuts'} onClose={closePanel} />
      <ConfirmReadingDialog
        open={pendingBook !== null}
        book={{ title: pendingBook?.title ?? '', author: pendingBook?.author ?? '' }}
        onCancel={() => setPendingBook(null)}
        onConfirm={() => {
          const next = pendingBook;
          setPendingBook(null);
          if (next) onSwitchBook(next._id);
        }}
      />
    </>
  );
}
