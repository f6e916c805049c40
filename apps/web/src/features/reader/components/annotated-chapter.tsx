import { chapterDocOf, docParagraphs } from '@quire/shared/chapter-doc';
import { HIGHLIGHT_MESSAGES, paragraphCommentsLabel } from '@quire/shared/messages/highlights';
import type { ChapterResponse, ReaderSettings } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import { MessageSquare } from 'lucide-react';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFeatureSlots } from '@/features/books';
import { ChapterDocument } from './chapter-document';
import { ReaderSheet } from './reader-sheet';

/** Where a paragraph's thread starts from: the start of its text, cut at a word (an anchor's quote). */
function paragraphQuote(text: string) {
  if (text.length <= 160) return text;
  const cut = text.lastIndexOf(' ', 160);
  return text.slice(0, cut > 80 ? cut : 160);
}

/**
 * The chapter's text with what readers add to it: the caller's highlights (the Highlights slot),
 * a small count beside each commented paragraph that opens its thread in a side sheet, and the
 * Notes & Highlights panel.
 */
export function AnnotatedChapter({
  bookId,
  chapter,
  settings,
  textRef,
  panelOpen,
  onClosePanel,
  onJump,
}: {
  bookId: string;
  chapter: ChapterResponse;
  settings: Pick<ReaderSettings, 'fontFamily' | 'justify' | 'hyphenate'>;
  textRef: RefObject<HTMLDivElement | null>;
  panelOpen: boolean;
  onClosePanel: () => void;
  onJump: (chapterNumber: number, paragraph: number | null) => void;
}) {
  const { Highlights, Comments } = useFeatureSlots();
  const [thread, setThread] = useState<{ paragraph: number; quote?: string } | null>(null);
  // The text blocks (decision 049); an offline copy saved before documents converts its text.
  const doc = useMemo(() => chapterDocOf(chapter), [chapter]);
  const paragraphs = useMemo(() => docParagraphs(doc), [doc]);
  const threadText = thread === null ? undefined : paragraphs[thread.paragraph];

  return (
    <Highlights
      bookId={bookId}
      chapterNumber={chapter.chapterNumber}
      paragraphs={paragraphs}
      textRef={textRef}
      onJump={(number, paragraph) => {
        onClosePanel();
        onJump(number, paragraph);
      }}
      onComment={setThread}
    >
      {({ marks, overlay, list, footer, count }) => (
        <>
          <div className="relative">
            <ChapterDocument
              doc={doc}
              fontFamily={settings.fontFamily}
              justify={settings.justify}
              hyphenate={settings.hyphenate}
              textRef={textRef}
              marks={marks}
            />
            <ParagraphCommentCounts
              counts={chapter.paragraphComments}
              textRef={textRef}
              onOpen={(paragraph) => setThread({ paragraph })}
            />
          </div>
          {overlay}
          <ReaderSheet
            open={panelOpen}
            onClose={onClosePanel}
            title={HIGHLIGHT_MESSAGES.panelTitle}
            header={
              <p className="truncate pb-2 font-sans text-sm text-(--reader-muted)">
                {count === 1 ? '1 highlight' : `${count} highlights`} in this book
              </p>
            }
            footer={footer}
          >
            {list}
          </ReaderSheet>
          {thread !== null && threadText !== undefined ? (
            <Comments
              bookId={bookId}
              chapterNumber={chapter.chapterNumber}
              paragraph={{ index: thread.paragraph, quote: thread.quote ?? paragraphQuote(threadText) }}
              look="reader"
            >
              {({ list: comments, composer }) => (
                <ReaderSheet
                  open
                  onClose={() => setThread(null)}
                  title={HIGHLIGHT_MESSAGES.paragraphThreadTitle}
                  header={
                    <blockquote className="mb-2 line-clamp-3 border-l-2 border-(--reader-accent) pl-3 font-serif text-sm text-(--reader-muted) italic">
                      {threadText}
                    </blockquote>
                  }
                  footer={composer}
                >
                  {comments}
                </ReaderSheet>
              )}
            </Comments>
          ) : null}
        </>
      )}
    </Highlights>
  );
}

/**
 * A small count beside each commented paragraph, opening its thread. Hidden until the paragraph
 * is hovered or the count focused on a desktop; always shown, quietly, on touch screens. A layer
 * beside the text (never inside a paragraph, whose text must stay exactly the chapter's).
 */
function ParagraphCommentCounts({
  counts,
  textRef,
  onOpen,
}: {
  counts: ChapterResponse['paragraphComments'];
  textRef: RefObject<HTMLDivElement | null>;
  onOpen: (paragraph: number) => void;
}) {
  const [tops, setTops] = useState<Map<number, number>>(new Map());
  const [hovered, setHovered] = useState<number | null>(null);
  const layer = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const text = textRef.current;
    if (!text || counts.length === 0) return;
    const measure = () => {
      const next = new Map<number, number>();
      for (const { paragraph } of counts) {
        const element = text.querySelector<HTMLElement>(`[data-paragraph="${paragraph}"]`);
        if (element) next.set(paragraph, element.offsetTop);
      }
      setTops(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [counts, textRef]);

  // Which paragraph the pointer is over: its count shows.
  useEffect(() => {
    const text = textRef.current;
    if (!text) return;
    const onOver = (event: PointerEvent) => {
      const paragraph = (event.target as Element | null)?.closest<HTMLElement>('[data-paragraph]');
      setHovered(paragraph ? Number(paragraph.dataset.paragraph) : null);
    };
    const onLeave = (event: PointerEvent) => {
      if (!layer.current?.contains(event.relatedTarget as Node | null)) setHovered(null);
    };
    text.addEventListener('pointerover', onOver);
    text.addEventListener('pointerleave', onLeave);
    return () => {
      text.removeEventListener('pointerover', onOver);
      text.removeEventListener('pointerleave', onLeave);
    };
  }, [textRef]);

  if (counts.length === 0) return null;
  return (
    <div ref={layer} className="pointer-events-none absolute inset-y-0 -right-5 w-0 sm:-right-9">
      {counts.map(({ paragraph, count }) => {
        const top = tops.get(paragraph);
        if (top === undefined) return null;
        return (
          <button
            key={paragraph}
            type="button"
            data-paragraph-comments={paragraph}
            aria-label={paragraphCommentsLabel(count)}
            title={paragraphCommentsLabel(count)}
            onClick={() => onOpen(paragraph)}
            onPointerEnter={() => setHovered(paragraph)}
            className={clsx(
              'pointer-events-auto absolute -left-6 inline-flex h-6 min-w-6 items-center justify-center gap-1 rounded-full border border-(--reader-border) bg-(--reader-raised) px-1.5 font-sans text-xs font-semibold text-(--reader-muted) tabular-nums shadow-sm transition-opacity duration-150 hover:text-(--reader-fg) focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-(--reader-accent) sm:-left-8 sm:h-7 sm:min-w-7',
              hovered === paragraph ? 'opacity-100' : 'opacity-0 [@media(hover:none)]:opacity-80',
            )}
            style={{ top }}
          >
            <MessageSquare className="hidden size-3 sm:block" aria-hidden="true" />
            {count}
          </button>
        );
      })}
    </div>
  );
}
