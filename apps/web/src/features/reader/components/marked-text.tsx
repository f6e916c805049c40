import type { TextMark } from '@/features/books';
import type { ReactNode } from 'react';

/**
 * A stretch of a paragraph's text with the highlights over it drawn as <mark> elements. `offset`
 * is where the stretch starts in the paragraph (a line of verse starts after the lines before it).
 * Only elements are added around the text, never characters: the paragraph's textContent stays
 * exactly its displayed text. Where highlights overlap, the later one is drawn on top.
 */
export function markedText(text: string, marks: readonly TextMark[] | undefined, offset = 0): ReactNode {
  if (!marks?.length) return text;
  const end = offset + text.length;
  const inside = marks.filter((mark) => mark.end > offset && mark.start < end);
  if (inside.length === 0) return text;
  const cuts = new Set([offset, end]);
  for (const mark of inside) {
    cuts.add(Math.max(offset, mark.start));
    cuts.add(Math.min(end, mark.end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const parts: ReactNode[] = [];
  for (let index = 0; index < points.length - 1; index++) {
    const from = points[index]!;
    const to = points[index + 1]!;
    const piece = text.slice(from - offset, to - offset);
    const mark = inside.findLast((candidate) => candidate.start <= from && candidate.end >= to);
    if (!mark) {
      parts.push(piece);
      continue;
    }
    // The first piece of a highlight is its keyboard stop; the rest answer clicks alike.
    const first = from === Math.max(offset, mark.start);
    parts.push(
      <mark
        key={`${mark.id}-${from}`}
        data-highlight-id={mark.id}
        data-color={mark.color}
        role={first ? 'button' : undefined}
        tabIndex={first ? 0 : undefined}
        title={mark.label}
        className="reader-mark cursor-pointer rounded-[0.15em] text-inherit [box-decoration-break:clone] focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-(--reader-accent)"
        style={{ backgroundColor: `var(--mark-${mark.color})` }}
      >
        {piece}
      </mark>,
    );
  }
  return parts;
}
