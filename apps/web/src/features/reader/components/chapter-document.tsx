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
import type { ReaderSettings } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Fragment, memo, type ReactNode, type Ref, useId, useMemo, useState } from 'react';
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
  /** The id prefix of this chapter's note and reference elements. */
  prefix: string;
  onOpenNote: (id: string) => void;
  onZoom: (figure: { src: string; alt: string }) => void;
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
          id={`${ctx.prefix}ref-${note}`}
          data-label={label}
          aria-label={`Note ${label}`}
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
  const index = ctx.indexOf.get(node) ?? -1;
  const highlights = ctx.marks?.get(index);
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
          className="reader-verse mb-(--reader-paragraph-spacing) pl-[1.5em] text-left whitespace-pre-line"
        >
          {inline}
        </p>
      );
    case 'codeBlock':
      return (
        <pre
          data-paragraph={index}
          className="mb-(--reader-paragraph-spacing) overflow-x-auto rounded-lg bg-(--reader-surface) p-3 font-mono text-[0.85em] leading-relaxed text-left whitespace-pre"
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
  index: number;
  ctx: RenderContext;
  inline: ReactNode;
}) {
  const { src, alt, width, height } = node.attrs;
  return (
    <figure className="my-[1.4em] text-center">
      <button
        type="button"
        onClick={() => ctx.onZoom({ src, alt })}
        aria-label={alt ? `Enlarge image: ${alt}` : 'Enlarge image'}
        className="mx-auto block max-w-full cursor-zoom-in rounded-md focus-visible:outline-2 focus-visible:outline-(--reader-accent)"
      >
        <img
          src={src}
          alt={alt}
          width={width ?? undefined}
          height={height ?? undefined}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto max-h-[70vh] w-auto max-w-full rounded-md"
        />
      </button>
      <figcaption data-paragraph={index} className="mt-2 font-sans text-[0.85em] text-(--reader-muted)">
        {inline}
      </figcaption>
    </figure>
  );
}

function Cell({ cell, ctx, header }: { cell: TableCellNode; ctx: RenderContext; header: boolean }) {
  const Tag = header ? 'th' : 'td';
  return (
    <Tag
      colSpan={cell.attrs.colspan > 1 ? cell.attrs.colspan : undefined}
      rowSpan={cell.attrs.rowspan > 1 ? cell.attrs.rowspan : undefined}
      scope={header ? 'col' : undefined}
      className={clsx(
        'border border-(--reader-border) px-3 py-2 align-top [&>*:last-child]:mb-0',
        header && 'bg-(--reader-surface) font-semibold',
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
  return (
    // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label="Table"
      className="reader-table my-[1.2em] max-w-full overflow-x-auto font-sans text-[0.9em]"
    >
      <table className="w-full border-collapse">
        <tbody>
          {node.content.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.content.map((cell) => (
                <Cell key={cell.attrs.id} cell={cell} ctx={ctx} header={cell.type === 'tableHeader'} />
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
        <hr className="my-[1.6em] h-[1.5em] overflow-visible border-0 text-center text-(--reader-muted) after:content-['⁂'] after:tracking-[1em]" />
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
            'mb-(--reader-paragraph-spacing) pl-[1.6em] text-left',
            node.type === 'bulletList' ? 'list-disc' : 'list-decimal',
          )}
        >
          {node.content.map((item) => (
            <li key={item.attrs.id} className="mb-[0.3em] pl-[0.2em] [&>p]:mb-[0.3em]">
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
      aria-label="Notes"
      className="mt-[2.5em] border-t border-(--reader-border) pt-[1em] font-sans text-[0.85em]"
    >
      <h2 className="mb-[0.8em] text-[0.8em] font-semibold tracking-[0.18em] text-(--reader-muted) uppercase">
        Notes
      </h2>
      <ol className="space-y-[0.6em]">
        {notes.map((note) => (
          <li key={note.attrs.id} id={`${ctx.prefix}note-${note.attrs.id}`} className="flex gap-2">
            <a
              href={`#${ctx.prefix}ref-${note.attrs.id}`}
              aria-label={`Back to note ${note.attrs.label} in the text`}
              className="shrink-0 font-semibold text-(--reader-accent) hover:underline"
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

/** The text of a note for its popover (plain: its text blocks are drawn once, in the Notes). */
const noteText = (note: FootnoteNode): string => {
  const texts: string[] = [];
  const walk = (nodes: readonly BlockNode[]) => {
    for (const node of nodes) {
      if (isTextBlock(node)) texts.push(inlineText(node.content));
      else if (node.type === 'blockquote' || node.type === 'footnote') walk(node.content);
      else if (node.type === 'bulletList' || node.type === 'orderedList')
        for (const item of node.content) walk(item.content);
    }
  };
  walk(note.content);
  return texts.join('\n');
};

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
          text={noteText(note)}
          onClose={() => {
            setOpenNote(null);
            document.getElementById(`${prefix}ref-${note.attrs.id}`)?.focus();
          }}
          onGoToNote={() => {
            setOpenNote(null);
            document.getElementById(`${prefix}note-${note.attrs.id}`)?.scrollIntoView({ block: 'center' });
          }}
        />
      ) : null}
      {zoomed ? <ImageZoom {...zoomed} onClose={() => setZoomed(null)} /> : null}
    </>
  );
});

/** A note's text over the page, with the way back to the text (Escape, the close button). */
function NotePopover({
  label,
  text,
  onClose,
  onGoToNote,
}: {
  label: string;
  text: string;
  onClose: () => void;
  onGoToNote: () => void;
}) {
  const titleId = useId();
  return (
    <dialog
      open
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-lg rounded-2xl border border-(--reader-border) bg-(--reader-raised) p-4 font-sans text-(--reader-fg) shadow-lifted sm:bottom-8"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-sm font-semibold">
          Note {label}
        </h2>
        <button
          type="button"
          autoFocus
          onClick={onClose}
          aria-label="Back to the text"
          className="-m-1 rounded-full p-1 hover:bg-(--reader-surface)"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">{text}</p>
      <button
        type="button"
        onClick={onGoToNote}
        className="mt-3 text-sm font-semibold text-(--reader-accent) hover:underline"
      >
        Show in the chapter's notes
      </button>
    </dialog>
  );
}

/** An image as large as the screen allows; Escape or a click closes it. */
function ImageZoom({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  return (
    <dialog
      open
      aria-label={alt ? `Image: ${alt}` : 'Image'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed inset-0 z-50 m-0 grid h-full max-h-none w-full max-w-none place-items-center bg-black/85 p-4"
    >
      <button
        type="button"
        autoFocus
        onClick={onClose}
        aria-label="Close image"
        className="absolute top-3 right-3 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
      <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />
    </dialog>
  );
}
