import {
  type BlockNode,
  type ChapterDoc,
  type FootnoteNode,
  type InlineNode,
  inlineText,
  isTextBlock,
  type Mark,
  type TableCellNode,
  type TextBlockNode,
  walkBlocks,
} from '@quire/shared/chapter-doc';
import {
  backToNoteLabel,
  CHAPTER_DOC_MESSAGES,
  enlargeImageLabel,
  imageDialogLabel,
  noteLabel,
} from '@quire/shared/messages/reader';
import type { ReaderSettings } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import {
  Fragment,
  memo,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { FONT_CLASS } from '../lib/reader-themes';
import { markedText } from './marked-text';
import type { ParagraphMarks, TextMark } from '@/features/books';

/**
 * A chapter as a structured document (decision 049), drawn with React elements only (never markup
 * from the text). Every text block — a paragraph, heading, line of verse, code, caption, table
 * cell's paragraph, list item's paragraph, note — is one `[data-paragraph]` element numbered in
 * reading order, and its textContent is exactly the block's text (`textBlocks`): a note's mark
 * draws its number with CSS, so selections, highlights, paragraph comments and read-aloud keep the
 * one coordinate system.
 */

interface RenderContext {
  /** Each text block's index in reading order (`textBlocks`), whatever order it is drawn in. */
  indexOf: Map<BlockNode, number>;
  marks?: ParagraphMarks;
  notes: Map<string, FootnoteNode>;
  /** Each note's first reference: the one its way back leads to (an id is given once). */
  firstReference: Map<string, InlineNode>;
  /** The id prefix of this chapter's note and reference elements. */
  prefix: string;
  onOpenNote: (id: string) => void;
  onZoom: (figure: { src: string; alt: string }) => void;
  /**
   * A second drawing of blocks outside the coordinate system (a note in its popover): no
   * `data-paragraph`, no ids, no highlights; the Notes section holds the note's text blocks.
   */
  copy?: boolean;
}

const DROP_CAP =
  'first-letter:float-left first-letter:mt-[0.06em] first-letter:mr-[0.09em] first-letter:font-serif first-letter:text-[3.3em] first-letter:leading-[0.82] first-letter:font-semibold first-letter:text-(--reader-accent)';
/** A drop cap opens prose; on a short line (a heading, a date, a numbered part) it would look lost. */
const hasDropCap = (text: string) => text.length >= 160 && /^[“"‘']?\p{L}/u.test(text);

/** The web's safe link: a new tab for pages, as is for mail. */
function linkProps(href: string) {
  return href.toLowerCase().startsWith('mailto:')
    ? { href }
    : { href, target: '_blank', rel: 'noopener noreferrer nofollow' };
}

/** Text with its marks as nested elements, highlights inside; `offset` is where it starts in its block. */
function MarkedRun({
  text,
  marks,
  highlights,
  offset,
}: {
  text: string;
  marks: readonly Mark[];
  highlights?: readonly TextMark[];
  offset: number;
}) {
  let node: ReactNode = markedText(text, highlights, offset);
  for (const mark of [...marks].reverse()) {
    switch (mark.type) {
      case 'italic':
        node = <em>{node}</em>;
        break;
      case 'bold':
        node = <strong>{node}</strong>;
        break;
      case 'strike':
        node = <s>{node}</s>;
        break;
      case 'subscript':
        node = <sub>{node}</sub>;
        break;
      case 'superscript':
        node = <sup>{node}</sup>;
        break;
      case 'code':
        node = <code className="rounded bg-(--reader-surface) px-1 font-mono text-[0.9em]">{node}</code>;
        break;
      case 'link':
        node = (
          <a {...linkProps(mark.attrs.href)} className="text-(--reader-accent) underline underline-offset-2">
            {node}
          </a>
        );
        break;
    }
  }
  return <>{node}</>;
}

/** A block's inline content; offsets count text and line breaks, never a note's mark. */
function Inline({
  content,
  highlights,
  ctx,
}: {
  content?: readonly InlineNode[];
  highlights?: readonly TextMark[];
  ctx: RenderContext;
}) {
  if (!content?.length) return null;
  let at = 0;
  return content.map((node, index) => {
    if (node.type === 'hardBreak') {
      at += 1;
      return <Fragment key={index}>{'\n'}</Fragment>;
    }
    if (node.type === 'footnoteReference') {
      const { note, label } = node.attrs;
      const exists = ctx.notes.has(note);
      return (
        <button
          key={index}
          type="button"
          id={!ctx.copy && ctx.firstReference.get(note) === node ? `${ctx.prefix}ref-${note}` : undefined}
          data-label={label}
          aria-label={noteLabel(label)}
          disabled={!exists}
          onClick={() => ctx.onOpenNote(note)}
          className="reader-noteref mx-[0.05em] align-super font-sans text-[0.7em] leading-none font-semibold text-(--reader-accent) after:content-[attr(data-label)] hover:underline focus-visible:outline-2 focus-visible:outline-(--reader-accent)"
        />
      );
    }
    const start = at;
    at += node.text.length;
    return (
      <MarkedRun
        key={index}
        text={node.text}
        marks={node.marks ?? []}
        highlights={highlights}
        offset={start}
      />
    );
  });
}

/** One text block: its element carries `data-paragraph`, its text is the block's. */
function TextBlock({ node, ctx, first }: { node: TextBlockNode; ctx: RenderContext; first: boolean }) {
  const index = ctx.copy ? undefined : (ctx.indexOf.get(node) ?? -1);
  const highlights = index === undefined ? undefined : ctx.marks?.get(index);
  const inline = <Inline content={node.content} highlights={highlights} ctx={ctx} />;
  switch (node.type) {
    case 'heading': {
      const Heading = node.attrs.level === 2 ? 'h2' : node.attrs.level === 3 ? 'h3' : 'h4';
      return (
        <Heading
          data-paragraph={index}
          className={clsx(
            'mt-[1.6em] mb-[0.7em] leading-snug font-semibold text-balance whitespace-pre-line',
            node.attrs.level === 2 ? 'text-[1.3em]' : node.attrs.level === 3 ? 'text-[1.12em]' : 'text-[1em]',
          )}
        >
          {inline}
        </Heading>
      );
    }
    case 'verse':
      return (
        <p
          data-paragraph={index}
          // Each line starts at the indent; a line too long for the page runs on further in
          // (where the browser indents each line, else every line sits at the indent).
          className="reader-verse mb-(--reader-paragraph-spacing) pl-[1.5em] text-left whitespace-pre-line hyphens-manual supports-[text-indent:1em_each-line]:pl-[3em] supports-[text-indent:1em_each-line]:[text-indent:-1.5em_each-line]"
        >
          {inline}
        </p>
      );
    case 'codeBlock':
      return (
        <pre
          data-paragraph={index}
          // Scrolls sideways rather than running off the page; focusable so a keyboard can scroll it.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="mb-(--reader-paragraph-spacing) overflow-x-auto rounded-lg bg-(--reader-surface) p-3 font-mono text-[0.85em] leading-relaxed text-left whitespace-pre hyphens-manual focus-visible:outline-2 focus-visible:outline-(--reader-accent)"
        >
          <code>{markedText(inlineText(node.content), highlights, 0)}</code>
        </pre>
      );
    case 'figure':
      return <Figure node={node} index={index} ctx={ctx} inline={inline} />;
    default: {
      const text = inlineText(node.content);
      return (
        <p
          data-paragraph={index}
          className={clsx(
            'mb-(--reader-paragraph-spacing)',
            text.includes('\n') && 'text-left whitespace-pre-line',
            first && hasDropCap(text) && DROP_CAP,
          )}
        >
          {inline}
        </p>
      );
    }
  }
}

function Figure({
  node,
  index,
  ctx,
  inline,
}: {
  node: Extract<TextBlockNode, { type: 'figure' }>;
  index: number | undefined;
  ctx: RenderContext;
  inline: ReactNode;
}) {
  const { src, alt, width, height } = node.attrs;
  const sized = Boolean(width && height);
  return (
    <figure className="my-[1.4em] text-center">
      <button
        type="button"
        onClick={() => ctx.onZoom({ src, alt })}
        aria-label={enlargeImageLabel(alt)}
        // With its size known, the image's box is set before it loads (nothing below it moves): as
        // wide as it is, as the column is, or as 70% of the screen's height allows, in proportion.
        style={
          width && height
            ? {
                aspectRatio: `${width} / ${height}`,
                width: `min(100%, ${width}px, ${(70 * width) / height}vh)`,
              }
            : undefined
        }
        className="mx-auto block max-w-full cursor-zoom-in rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--reader-accent)"
      >
        <img
          src={src}
          alt={alt}
          width={width ?? undefined}
          height={height ?? undefined}
          loading="lazy"
          decoding="async"
          className={clsx(
            'mx-auto rounded-md',
            sized ? 'size-full object-contain' : 'h-auto max-h-[70vh] w-auto max-w-full',
          )}
        />
      </button>
      <figcaption
        data-paragraph={index}
        className="mt-2 font-sans text-[0.85em] text-balance text-(--reader-muted) empty:mt-0"
      >
        {inline}
      </figcaption>
    </figure>
  );
}

/** A cell short enough to stay on one line: a narrow screen scrolls the table rather than stack its words. */
const SHORT_CELL = 24;
const cellText = (cell: TableCellNode) =>
  cell.content.map((node) => (isTextBlock(node) ? inlineText(node.content) : '')).join(' ');

function Cell({
  cell,
  ctx,
  scope,
}: {
  cell: TableCellNode;
  ctx: RenderContext;
  /** For a header cell: the column's header (in the header row) or the row's. */
  scope?: 'col' | 'row';
}) {
  const Tag = cell.type === 'tableHeader' ? 'th' : 'td';
  return (
    <Tag
      colSpan={cell.attrs.colspan > 1 ? cell.attrs.colspan : undefined}
      rowSpan={cell.attrs.rowspan > 1 ? cell.attrs.rowspan : undefined}
      scope={Tag === 'th' ? scope : undefined}
      className={clsx(
        'border border-(--reader-border) px-3 py-2 align-top [&>*:last-child]:mb-0 [&_p]:mb-[0.4em]',
        Tag === 'th' && 'bg-(--reader-surface) font-semibold',
        cellText(cell).length <= SHORT_CELL && 'whitespace-nowrap',
        cell.attrs.align === 'center'
          ? 'text-center'
          : cell.attrs.align === 'right'
            ? 'text-right'
            : 'text-left',
      )}
    >
      <Blocks nodes={cell.content} ctx={ctx} />
    </Tag>
  );
}

function Table({ node, ctx }: { node: Extract<BlockNode, { type: 'table' }>; ctx: RenderContext }) {
  // A first row of header cells heads the columns; a header cell further down heads its row.
  const [first, ...rest] = node.content;
  const headRow =
    first?.content.length && first.content.every((cell) => cell.type === 'tableHeader') ? first : undefined;
  const bodyRows = headRow ? rest : node.content;
  return (
    // Scrolls sideways on a narrow screen, with a shadow at the edge that has more; focusable so a
    // keyboard can scroll it too.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={CHAPTER_DOC_MESSAGES.table}
      className="reader-table my-[1.2em] max-w-full overflow-x-auto rounded-sm font-sans text-[0.9em] [background:linear-gradient(to_right,var(--reader-bg)_30%,transparent)_left/2.5em_100%_no-repeat_local,linear-gradient(to_left,var(--reader-bg)_30%,transparent)_right/2.5em_100%_no-repeat_local,radial-gradient(farthest-side_at_0_50%,color-mix(in_srgb,var(--reader-fg)_24%,transparent),transparent)_left/0.8em_100%_no-repeat_scroll,radial-gradient(farthest-side_at_100%_50%,color-mix(in_srgb,var(--reader-fg)_24%,transparent),transparent)_right/0.8em_100%_no-repeat_scroll] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--reader-accent)"
    >
      <table className="w-full border-collapse">
        {headRow ? (
          <thead>
            <tr>
              {headRow.content.map((cell) => (
                <Cell key={cell.attrs.id} cell={cell} ctx={ctx} scope="col" />
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {bodyRows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.content.map((cell) => (
                <Cell
                  key={cell.attrs.id}
                  cell={cell}
                  ctx={ctx}
                  scope={!headRow && rowIndex === 0 ? 'col' : 'row'}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Block({ node, ctx, first }: { node: BlockNode; ctx: RenderContext; first: boolean }) {
  if (isTextBlock(node)) return <TextBlock node={node} ctx={ctx} first={first} />;
  switch (node.type) {
    case 'horizontalRule':
      return (
        <hr className="my-[1.6em] h-[1.5em] overflow-visible border-0 text-center text-[1.15em] leading-[1.5em] text-(--reader-muted) after:content-['⁂']" />
      );
    case 'blockquote':
      return (
        <blockquote className="my-[1.2em] border-l-2 border-(--reader-accent) pl-[1.2em] text-(--reader-fg)/90 italic [&>*:last-child]:mb-0">
          <Blocks nodes={node.content} ctx={ctx} />
        </blockquote>
      );
    case 'bulletList':
    case 'orderedList': {
      const List = node.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List
          start={node.type === 'orderedList' && node.attrs.start !== 1 ? node.attrs.start : undefined}
          className={clsx(
            'mb-(--reader-paragraph-spacing) pl-[1.6em] text-left marker:text-(--reader-muted) [li_&]:mt-[0.3em] [li_&]:mb-0',
            node.type === 'bulletList' ? 'list-disc [ul_&]:list-[circle]' : 'list-decimal',
          )}
        >
          {node.content.map((item) => (
            <li key={item.attrs.id} className="mb-[0.3em] pl-[0.2em] [&>p]:mb-[0.3em] [&>p:last-child]:mb-0">
              <Blocks nodes={item.content} ctx={ctx} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return <Table node={node} ctx={ctx} />;
    case 'footnote':
      // Notes are drawn together at the chapter's end.
      return null;
  }
}

function Blocks({
  nodes,
  ctx,
  top = false,
}: {
  nodes: readonly BlockNode[];
  ctx: RenderContext;
  top?: boolean;
}) {
  return nodes.map((node, index) => (
    <Block key={node.attrs.id} node={node} ctx={ctx} first={top && index === 0} />
  ));
}

/** The chapter's notes, after its text, each with a way back to where it is referenced. */
function Notes({ notes, ctx }: { notes: readonly FootnoteNode[]; ctx: RenderContext }) {
  if (notes.length === 0) return null;
  return (
    <section
      aria-label={CHAPTER_DOC_MESSAGES.notesTitle}
      className="mt-[2.5em] border-t border-(--reader-border) pt-[1em] font-sans text-[0.85em]"
    >
      <h2 className="mb-[0.8em] text-[0.8em] font-semibold tracking-[0.18em] text-(--reader-muted) uppercase">
        {CHAPTER_DOC_MESSAGES.notesTitle}
      </h2>
      <ol className="space-y-[0.6em]">
        {notes.map((note) => (
          <li
            key={note.attrs.id}
            id={`${ctx.prefix}note-${note.attrs.id}`}
            tabIndex={-1}
            className="flex scroll-mt-24 gap-2 rounded-sm outline-offset-4 focus-visible:outline-2 focus-visible:outline-(--reader-accent)"
          >
            <a
              href={`#${ctx.prefix}ref-${note.attrs.id}`}
              aria-label={backToNoteLabel(note.attrs.label)}
              onClick={(event) => {
                // To the mark itself, focused, in the middle of the page (under the reader's bar).
                const reference = document.getElementById(`${ctx.prefix}ref-${note.attrs.id}`);
                if (!reference) return;
                event.preventDefault();
                reference.scrollIntoView({ block: 'center' });
                reference.focus({ preventScroll: true });
              }}
              className="min-w-[1.6em] shrink-0 text-right font-semibold text-(--reader-accent) tabular-nums hover:underline"
            >
              {note.attrs.label}.
            </a>
            <div className="min-w-0 flex-1 [&>*:last-child]:mb-0 [&_p]:mb-[0.4em]">
              <Blocks nodes={note.content} ctx={ctx} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The chapter document, set in the chosen face, size, spacing and alignment. Memoised: scrolling
 * re-renders the chrome, never thousands of blocks.
 */
export const ChapterDocument = memo(function ChapterDocument({
  doc,
  fontFamily,
  justify,
  hyphenate = false,
  language,
  textRef,
  marks,
}: {
  doc: ChapterDoc;
  fontFamily: ReaderSettings['fontFamily'];
  justify: boolean;
  hyphenate?: boolean;
  language?: string;
  textRef: Ref<HTMLDivElement>;
  /** Highlights drawn over the text, by text block. */
  marks?: ParagraphMarks;
}) {
  const prefix = `${useId().replace(/:/g, '')}-`;
  const [openNote, setOpenNote] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState<{ src: string; alt: string } | null>(null);
  const notes = useMemo(
    () => doc.content.filter((node): node is FootnoteNode => node.type === 'footnote'),
    [doc],
  );
  const byId = useMemo(() => new Map(notes.map((note) => [note.attrs.id, note])), [notes]);
  const body = useMemo(() => doc.content.filter((node) => node.type !== 'footnote'), [doc]);
  const firstReference = useMemo(() => {
    const map = new Map<string, InlineNode>();
    for (const node of walkBlocks(doc.content)) {
      if (!isTextBlock(node)) continue;
      for (const inline of node.content ?? [])
        if (inline.type === 'footnoteReference' && !map.has(inline.attrs.note))
          map.set(inline.attrs.note, inline);
    }
    return map;
  }, [doc]);
  const indexOf = useMemo(() => {
    const map = new Map<BlockNode, number>();
    for (const node of walkBlocks(doc.content)) if (isTextBlock(node)) map.set(node, map.size);
    return map;
  }, [doc]);

  const ctx: RenderContext = {
    indexOf,
    marks,
    notes: byId,
    prefix,
    firstReference,
    onOpenNote: setOpenNote,
    onZoom: setZoomed,
  };
  const note = openNote ? byId.get(openNote) : undefined;

  return (
    <>
      <div
        ref={textRef}
        lang={language}
        className={clsx(
          'reader-text [overflow-wrap:break-word] [font-kerning:normal] [text-rendering:optimizeLegibility]',
          FONT_CLASS[fontFamily],
          justify ? 'text-justify' : 'text-left',
          hyphenate ? 'hyphens-auto' : 'hyphens-manual',
        )}
        style={{ fontSize: 'var(--reader-font-size)', lineHeight: 'var(--reader-line-height)' }}
      >
        <Blocks nodes={body} ctx={ctx} top />
        <Notes notes={notes} ctx={ctx} />
      </div>
      {note ? (
        <NotePopover
          label={note.attrs.label}
          body={<Blocks nodes={note.content} ctx={{ ...ctx, copy: true, marks: undefined }} />}
          onClose={() => {
            setOpenNote(null);
            document.getElementById(`${prefix}ref-${note.attrs.id}`)?.focus();
          }}
          onGoToNote={() => {
            setOpenNote(null);
            const target = document.getElementById(`${prefix}note-${note.attrs.id}`);
            target?.scrollIntoView({ block: 'center' });
            target?.focus({ preventScroll: true });
          }}
        />
      ) : null}
      {zoomed ? <ImageZoom {...zoomed} onClose={() => setZoomed(null)} /> : null}
    </>
  );
});

/**
 * A note's text over the page, with the way back to the text: the close button, Escape, or a click
 * anywhere else. Not modal: the page stays readable around it.
 */
function NotePopover({
  label,
  body,
  onClose,
  onGoToNote,
}: {
  label: string;
  /** The note's blocks, drawn as in the chapter (links, emphasis) but outside its coordinates. */
  body: ReactNode;
  onClose: () => void;
  onGoToNote: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // Another note's mark opens that note instead.
      if (ref.current?.contains(target) || target?.closest?.('.reader-noteref')) return;
      close.current();
    };
    // Escape closes the note wherever the focus is, and only the note (not the reader around it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-lg rounded-2xl border border-(--reader-border) bg-(--reader-raised) p-4 font-sans text-(--reader-fg) shadow-lifted open:animate-fade-in sm:bottom-8"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-sm font-semibold">
          {noteLabel(label)}
        </h2>
        <button
          type="button"
          autoFocus
          onClick={onClose}
          aria-label={CHAPTER_DOC_MESSAGES.backToText}
          className="-m-2 grid size-9 place-items-center rounded-full text-(--reader-muted) hover:bg-(--reader-surface) hover:text-(--reader-fg)"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-1 max-h-[40dvh] overflow-y-auto text-[0.9375rem] leading-relaxed [&>*:last-child]:mb-0 [&_p]:mb-[0.5em]">
        {body}
      </div>
      <button
        type="button"
        onClick={onGoToNote}
        className="mt-3 text-sm font-semibold text-(--reader-accent) hover:underline"
      >
        {CHAPTER_DOC_MESSAGES.showInNotes}
      </button>
    </dialog>
  );
}

/**
 * An image as large as the screen allows, in a modal dialog (the page behind is inert, focus
 * stays inside and goes back to the figure): Escape, the close button or a click closes it.
 */
function ImageZoom({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  useFocusTrap(ref, true);
  return (
    <dialog
      ref={ref}
      aria-label={imageDialogLabel(alt)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={onClose}
      className="m-0 h-dvh max-h-none w-dvw max-w-none cursor-zoom-out bg-black/85 p-4 backdrop:bg-transparent open:grid open:place-items-center"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={CHAPTER_DOC_MESSAGES.closeImage}
        className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
      <img src={src} alt={alt} className="max-h-full max-w-full rounded-md object-contain" />
    </dialog>
  );
}
