import { ContinuePrompt } from './continue-prompt';
import type { ReaderSettings } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import type { ReaderSettingsChange } from '../hooks/use-reader-settings';
import { ConfirmReadingDialog } from '@/components/ui/confirm-reading-dialog';
import type { SuggestedBook } from '../api/get-suggestions';
import type { useChapterNavigation } from '../hooks/use-chapter-navigation';
import type { useChromeAutoHide } from '../hooks/use-chrome-auto-hide';
import type { useFullscreen } from '../hooks/use-fullscreen';
import type { useScrollPosition } from '../hooks/use-scroll-position';
import type { ReadAloud } from '../hooks/use-read-aloud';
import { FONT_CLASS } from '../lib/reader-themes';
import { ListenButton } from './listen-button';
import { LazyReadAloudBar } from './reader-panels';
import { useParagraphJump } from '../hooks/use-paragraph-jump';
import { AnnotatedChapter } from './annotated-chapter';
import { ChapterEnd, ChapterHeading } from './chapter-view';
import { ReaderBottomBar } from './reader-bottom-bar';
import { ReaderHeader } from './reader-header';
import type { ReaderMenuTab } from './reader-menu';
import { ChapterCommentsPanel, PreloadReaderPanels, ReaderMenu, ShortcutsDialog } from './reader-panels';
import { ChapterSkeleton, ReaderError } from './reader-states';
import { SuggestionsPanel } from './suggestions-panel';
import { quoted } from '@/lib/format';

export type ReaderPanel = null | 'menu' | 'comments' | 'shortcuts' | 'highlights';

export interface ReaderLayoutProps {
  bookId: string;
  variant: 'page' | 'overlay';
  heading?: string;
  headingId: string;
  closeLabel: string;
  /** Leaves the reader (after the last position save). */
  close: () => void;
  settings: ReaderSettings;
  settingsReady: boolean;
  onSettingsChange: (change: ReaderSettingsChange) => void;
  nav: ReturnType<typeof useChapterNavigation>;
  scroll: Pick<ReturnType<typeof useScrollPosition>, 'scrollerRef' | 'textRef' | 'headingRef' | 'onScroll'>;
  chrome: ReturnType<typeof useChromeAutoHide>;
  /** How far through the book, 0–100. */
  percent: number;
  bookmarked: boolean;
  toggleBookmark: () => void;
  fullscreen: ReturnType<typeof useFullscreen>;
  share: () => void;
  goTo: (chapter: number) => void;
  goPrevious: () => void;
  goNext: () => void;
  onVote: () => void;
  isVoting: boolean;
  panel: ReaderPanel;
  setPanel: (panel: ReaderPanel) => void;
  menuTab: ReaderMenuTab;
  setMenuTab: (tab: ReaderMenuTab) => void;
  openMenu: (tab: ReaderMenuTab) => void;
  closePanel: () => void;
  pendingBook: SuggestedBook | null;
  setPendingBook: (book: SuggestedBook | null) => void;
  onSwitchBook: (bookId: string) => void;
  readAloud: ReadAloud;
}

/**
 * What the reader shows: the progress line, the header, the chapter (or its loading and error
 * states), suggestions, the bottom bar, and the panels and dialogs over it. No state of its own.
 */
export function ReaderLayout({
  bookId,
  variant,
  heading,
  headingId,
  closeLabel,
  close,
  settings,
  settingsReady,
  onSettingsChange,
  nav,
  scroll,
  chrome,
  percent,
  bookmarked,
  toggleBookmark,
  fullscreen,
  share,
  goTo,
  goPrevious,
  goNext,
  onVote,
  isVoting,
  panel,
  setPanel,
  menuTab,
  setMenuTab,
  openMenu,
  closePanel,
  pendingBook,
  setPendingBook,
  onSwitchBook,
  readAloud,
}: ReaderLayoutProps) {
  const { list, position, toc, current, index, previousNumber, nextNumber, chapterQuery, chapter } = nav;
  const { scrollerRef, textRef, headingRef, onScroll } = scroll;
  const chromeHidden = chrome.hidden;
  const Main = variant === 'page' ? 'main' : 'div';
  const jumpTo = useParagraphJump({
    current,
    contentKey: chapter && settingsReady ? `${chapter.bookId}:${chapter.chapterNumber}` : undefined,
    textRef,
    goTo,
  });
  const fatalError = list.isError ? list.error : null;
  const jumpToOtherDevice = () => {
    const target = nav.sync.jump();
    if (!target) return;
    nav.restoreTarget.current = target;
    goTo(target.chapter);
  };

  return (
    <>
      {nav.sync.conflict ? (
        <ContinuePrompt conflict={nav.sync.conflict} onJump={jumpToOtherDevice} onStay={nav.sync.stay} />
      ) : null}
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
        // Focused when the chapter opens (so the keys scroll the text); not a Tab stop of its own.
        tabIndex={-1}
        className="relative min-h-0 outline-none flex-1 overflow-y-auto overscroll-y-contain [scrollbar-gutter:stable]"
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
          onOpenHighlights={chapter ? () => setPanel('highlights') : undefined}
          hidden={chromeHidden && panel === null}
          onReveal={() => chrome.reveal()}
          landmark={variant === 'page' ? 'banner' : 'none'}
          actions={chapter ? <ListenButton readAloud={readAloud} /> : null}
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
              <p className="mt-2 text-(--reader-muted)">
                {quoted(toc.title)} has no chapters to read so far.
              </p>
            </div>
          ) : (
            <div
              className={clsx(
                'mx-auto grid max-w-[90rem] gap-x-12',
                'xl:grid-cols-[minmax(0,1fr)_minmax(0,var(--reader-measure))_minmax(15rem,1fr)]',
                FONT_CLASS[settings.fontFamily],
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
                    <AnnotatedChapter
                      bookId={bookId}
                      chapter={chapter}
                      settings={settings}
                      textRef={textRef}
                      panelOpen={panel === 'highlights'}
                      onClosePanel={closePanel}
                      onJump={jumpTo}
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
                      onVote={onVote}
                      isVoting={isVoting}
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
            onReveal={() => chrome.reveal()}
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

      {readAloud.open ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-30 px-3 sm:bottom-4">
          <LazyReadAloudBar readAloud={readAloud} />
        </div>
      ) : null}

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
