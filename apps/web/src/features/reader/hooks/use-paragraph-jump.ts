import { type RefObject, useCallback, useEffect, useRef } from 'react';

interface Place {
  chapter: number;
  paragraph: number;
  highlight?: string;
}

/** A place the address names: /book-reader?book=…&chapter=N&paragraph=P(&highlight=id). */
function placeFromAddress(): Place | null {
  const params = new URLSearchParams(window.location.search);
  const chapter = Number(params.get('chapter'));
  const paragraph = Number(params.get('paragraph'));
  if (!params.has('paragraph') || !Number.isInteger(chapter) || chapter < 1) return null;
  if (!Number.isInteger(paragraph) || paragraph < 0) return null;
  return { chapter, paragraph, highlight: params.get('highlight') ?? undefined };
}

/**
 * Goes to a paragraph of the book (a highlight's place from the Notes & Highlights panel, or the
 * paragraph a link names): opens its chapter if needed, then, once the chapter's text is placed,
 * brings the paragraph into view and focuses the highlight there (or its first one).
 */
export function useParagraphJump({
  current,
  contentKey,
  textRef,
  goTo,
}: {
  current: number | undefined;
  /** Changes when another chapter's text is on screen. */
  contentKey: string | undefined;
  textRef: RefObject<HTMLDivElement | null>;
  goTo: (chapter: number) => void;
}) {
  // undefined until the address's place is read, once.
  const pending = useRef<Place | null | undefined>(undefined);
  if (pending.current === undefined) pending.current = placeFromAddress();

  /** Waits for a highlight to be drawn, until the next jump or the reader closes. */
  const watching = useRef<MutationObserver | null>(null);
  useEffect(() => () => watching.current?.disconnect(), []);

  const show = useCallback(() => {
    const place = pending.current;
    if (!place) return;
    watching.current?.disconnect();
    // After the reader has put the chapter at its saved place (once the fonts are in).
    void document.fonts.ready.then(() =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (pending.current !== place) return;
          pending.current = null;
          const paragraph = textRef.current?.querySelector<HTMLElement>(
            `[data-paragraph="${place.paragraph}"]`,
          );
          if (!paragraph) return;
          paragraph.scrollIntoView({ block: 'center' });
          const selector = place.highlight
            ? `mark[data-highlight-id="${CSS.escape(place.highlight)}"][tabindex]`
            : 'mark[tabindex]';
          const focusMark = () => {
            const mark = paragraph.querySelector<HTMLElement>(selector);
            mark?.focus({ preventScroll: true });
            return Boolean(mark);
          };
          // The highlights may come in after the text: focus the mark once it is drawn.
          if (!focusMark() && place.highlight) {
            const observer = new MutationObserver(() => {
              if (focusMark()) observer.disconnect();
            });
            observer.observe(paragraph, { childList: true, subtree: true });
            watching.current = observer;
          }
        }),
      ),
    );
  }, [textRef]);

  useEffect(() => {
    if (contentKey && pending.current && pending.current.chapter === current) show();
  }, [contentKey, current, show]);

  return useCallback(
    (chapter: number, paragraph: number | null) => {
      if (paragraph !== null) pending.current = { chapter, paragraph };
      if (chapter !== current) goTo(chapter);
      else show();
    },
    [current, goTo, show],
  );
}
