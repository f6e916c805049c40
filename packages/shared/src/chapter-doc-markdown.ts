/**
 * A chapter document written as Markdown (CommonMark + GFM tables and footnotes): the `content`
 * text of a chapter that was not written as text (spec §2 answers carry text) and the Markdown
 * export. `docToMarkdown` then the Markdown importer gives the same document back.
 */
import { type ChapterDoc, textBlocks } from './chapter-doc.js';

/** The document as Markdown text, blocks separated by blank lines. */
export function docToMarkdown(doc: ChapterDoc): string {
  return textBlocks(doc)
    .map((block) => block.text)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}
