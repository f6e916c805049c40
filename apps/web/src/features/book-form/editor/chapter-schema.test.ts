import { chapterDocSchema, textBlocks } from '@quire/shared/chapter-doc';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { chapterExtensions } from './extensions';
import { cleanPastedHtml, pasteReport } from './paste';
import { toChapterDoc } from './to-chapter-doc';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** What the editor holds after reading `html` the way a paste reads it, as a stored document. */
function readAsPaste(html: string) {
  const editor = new Editor({
    extensions: chapterExtensions({ placeholder: '' }),
    content: cleanPastedHtml(html),
  });
  editors.push(editor);
  const doc = toChapterDoc(editor.getJSON());
  expect(chapterDocSchema.safeParse(doc).success).toBe(true);
  return doc;
}

const types = (doc: { content: { type: string }[] }) => doc.content.map((block) => block.type);

describe('the chapter editor reads pasted HTML into the document model', () => {
  it('turns a Word fragment into headings, paragraphs with marks and a list, without Word markup', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head>
      <body><h1>Low Water</h1>
      <p class=MsoNormal>The <b>harbour</b> <i>empties</i> at dawn.<o:p></o:p></p>
      <p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp;</span></span>Gulls<o:p></o:p></p>
      <p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp;</span></span>Mud<o:p></o:p></p>
      <h6>A small heading</h6></body></html>`;
    const doc = readAsPaste(word);
    expect(types(doc)).toEqual(['heading', 'paragraph', 'bulletList', 'heading']);
    expect(doc.content[0]).toMatchObject({ attrs: { level: 2 } });
    expect(doc.content[3]).toMatchObject({ attrs: { level: 4 } });
    const paragraph = doc.content[1] as { content: { text: string; marks?: { type: string }[] }[] };
    expect(paragraph.content.find((node) => node.text === 'harbour')?.marks).toEqual([{ type: 'bold' }]);
    expect(paragraph.content.find((node) => node.text === 'empties')?.marks).toEqual([{ type: 'italic' }]);
    expect(textBlocks(doc).map((block) => block.text)).toEqual([
      'Low Water',
      'The harbour empties at dawn.',
      'Gulls',
      'Mud',
      'A small heading',
    ]);
  });

  it("unwraps Google Docs' bold wrapper and keeps its styled bold and italic", () => {
    const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr"><span style="font-weight:700">Storm</span><span style="font-weight:400"> warning, </span><span style="font-style:italic">again</span></p></b>`;
    const doc = readAsPaste(docs);
    expect(types(doc)).toEqual(['paragraph']);
    const inline = (doc.content[0] as { content: { text: string; marks?: { type: string }[] }[] }).content;
    expect(inline.map((node) => [node.text, node.marks?.map((mark) => mark.type) ?? []])).toEqual([
      ['Storm', ['bold']],
      [' warning, ', []],
      ['again', ['italic']],
    ]);
  });

  it('keeps tables, quotes, sub- and superscripts and safe links; drops scripts, unsafe links and outside images', () => {
    const page = `<script>alert(1)</script><blockquote><p>Said the <a href="https://example.org/x">sea</a>.</p></blockquote>
      <p>H<sub>2</sub>O and E=mc<sup>2</sup> and <a href="javascript:alert(1)">this</a></p>
      <img src="https://elsewhere.example/pic.png" alt="elsewhere">
      <table><tr><th>Month</th><th style="text-align:right">Tide</th></tr><tr><td>January</td><td>4.2 m</td></tr></table>`;
    const doc = readAsPaste(page);
    expect(pasteReport.imagesLeftOut).toBe(1);
    expect(types(doc)).toEqual(['blockquote', 'paragraph', 'table']);
    const json = JSON.stringify(doc);
    expect(json).toContain('"href":"https://example.org/x"');
    expect(json).not.toContain('javascript');
    expect(json).not.toContain('alert');
    expect(json).toContain('"type":"subscript"');
    expect(json).toContain('"type":"superscript"');
    const table = doc.content[2] as {
      content: { content: { type: string; attrs: { align?: string | null } }[] }[];
    };
    expect(table.content[0].content.map((cell) => cell.type)).toEqual(['tableHeader', 'tableHeader']);
    expect(table.content[0].content[1].attrs.align).toBe('right');
  });
});

describe('toChapterDoc', () => {
  it('gives every block a unique id, drops blank lines and editor-only attributes, and keeps notes last', () => {
    const doc = toChapterDoc({
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { id: 'same' }, content: [{ type: 'text', text: 'One' }] },
        { type: 'paragraph', attrs: { id: 'same' } },
        {
          type: 'footnote',
          attrs: { id: 'n1', label: '1' },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A note.' }] }],
        },
        {
          type: 'paragraph',
          attrs: { id: 'same' },
          content: [
            {
              type: 'text',
              text: 'Two',
              marks: [{ type: 'link', attrs: { href: 'https://a.example', target: '_blank' } }],
            },
            { type: 'footnoteReference', attrs: { note: 'n1', label: '1' } },
            { type: 'footnoteReference', attrs: { note: 'gone', label: '2' } },
          ],
        },
        {
          type: 'table',
          attrs: { id: null },
          content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colwidth: [120] } }] }],
        },
      ],
    });
    expect(chapterDocSchema.safeParse(doc).success).toBe(true);
    expect(types(doc)).toEqual(['paragraph', 'paragraph', 'table', 'footnote']);
    const ids = JSON.stringify(doc).match(/"id":"[^"]+"/g) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(JSON.stringify(doc)).not.toContain('target');
    expect(JSON.stringify(doc)).not.toContain('colwidth');
    expect(JSON.stringify(doc)).not.toContain('gone');
  });
});
