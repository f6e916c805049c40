import type { Highlight } from '@quire/shared';

/** Characters that Markdown would read as formatting, escaped so a quote reads as written. */
const MARKDOWN_SPECIAL = /([\\`*_[\]<>#|])/g;
const escapeMarkdown = (text: string) => text.replace(MARKDOWN_SPECIAL, '\\$1');

/** Each line of a text as a line of a blockquote (a blank line stays inside the quote). */
const blockquote = (text: string) =>
  escapeMarkdown(text)
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

export interface MarkdownExportInput {
  title: string;
  author: string;
  bookId: string;
  highlights: Highlight[];
  /** The site's address (`https://quire.example`): each quote links to its place in the reader. */
  siteUrl: string;
}

/** The reader's address of a highlight's place (its chapter, paragraph and the highlight). */
export function highlightLink(siteUrl: string, bookId: string, highlight: Highlight): string {
  const query = new URLSearchParams({ book: bookId });
  if (highlight.chapterNumber !== null) {
    query.set('chapter', String(highlight.chapterNumber));
    if (!highlight.detached) query.set('paragraph', String(highlight.paragraph));
    query.set('highlight', highlight._id);
  }
  return `${siteUrl}/book-reader?${query}`;
}

/**
 * A book's highlights as Markdown: the title and author, then per chapter each quote as a
 * blockquote with its note and a link back to the place in Quire. Detached highlights keep their
 * quote and note, marked as such; those whose chapter is gone close the document.
 */
export function highlightsMarkdown({
  title,
  author,
  bookId,
  highlights,
  siteUrl,
}: MarkdownExportInput): string {
  const lines: string[] = [`# ${escapeMarkdown(title)}`, '', `*${escapeMarkdown(author)}*`, ''];
  if (highlights.length === 0) lines.push('No highlights yet.', '');
  let chapter: number | null | undefined;
  for (const highlight of highlights) {
    if (highlight.chapterNumber !== chapter) {
      chapter = highlight.chapterNumber;
      lines.push(
        chapter === null
          ? '## Removed chapters'
          : `## Chapter ${chapter}${highlight.chapterTitle ? `: ${escapeMarkdown(highlight.chapterTitle)}` : ''}`,
        '',
      );
    }
    lines.push(blockquote(highlight.quote), '');
    if (highlight.note) lines.push(escapeMarkdown(highlight.note), '');
    const where = highlight.detached ? 'Detached: the text changed since. ' : '';
    lines.push(`${where}[Open in Quire](${highlightLink(siteUrl, bookId, highlight)})`, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
