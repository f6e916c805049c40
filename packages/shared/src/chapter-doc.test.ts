import { describe, expect, it } from 'vitest';
import { carryBlockIds, chapterDocSchema, docFromText, docWordCount, textBlocks } from './chapter-doc';
import { readerParagraphs } from './chapter-text';

const counter = () => {
  let n = 0;
  return () => `b${++n}`;
};

describe('chapter documents', () => {
  const texts = [
    'Plain.\n\nTwo paragraphs.',
    '## The Sea\n\nShe *really* went **there** \\* and "quoted" it...\n\nA line\nand a second line',
    '### Small\n\n2*3*4 a * b\n\nif (a == b) { return; }\n\n***both*** words',
    "Don't -- stop\r\n\r\n  indented  \n\n\n\nlast",
  ];

  it('converts text chapters so every text block is exactly a displayed paragraph', () => {
    for (const text of texts) {
      const doc = docFromText(text);
      expect(chapterDocSchema.safeParse(doc).success).toBe(true);
      expect(textBlocks(doc).map((block) => block.text)).toEqual(readerParagraphs(text));
    }
  });

  it('keeps headings, emphasis and line breaks as nodes', () => {
    const doc = docFromText('## The Sea\n\nShe *really*\nwent', counter());
    expect(doc.content).toEqual([
      { type: 'heading', attrs: { id: 'b1', level: 2 }, content: [{ type: 'text', text: 'The Sea' }] },
      {
        type: 'paragraph',
        attrs: { id: 'b2' },
        content: [
          { type: 'text', text: 'She ' },
          { type: 'text', text: 'really', marks: [{ type: 'italic' }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'went' },
        ],
      },
    ]);
    expect(docWordCount(doc)).toBe(5);
  });

  it('refuses what could run or reach outside: scripts in links, foreign images, unknown nodes', () => {
    const paragraph = (href: string) => ({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { id: 'a' },
          content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }],
        },
      ],
    });
    expect(chapterDocSchema.safeParse(paragraph('https://example.com/a')).success).toBe(true);
    expect(chapterDocSchema.safeParse(paragraph('mailto:a@example.com')).success).toBe(true);
    expect(chapterDocSchema.safeParse(paragraph('javascript:alert(1)')).success).toBe(false);
    expect(chapterDocSchema.safeParse(paragraph('data:text/html,x')).success).toBe(false);
    const figure = (src: string) => ({
      type: 'doc',
      content: [{ type: 'figure', attrs: { id: 'f', src, alt: '' } }],
    });
    expect(
      chapterDocSchema.safeParse(figure('/api/images/0b7c3f4e-2a51-4f7e-9a39-0c9f2b1d6e11')).success,
    ).toBe(true);
    expect(chapterDocSchema.safeParse(figure('https://evil.example/x.svg')).success).toBe(false);
    expect(
      chapterDocSchema.safeParse({ type: 'doc', content: [{ type: 'html', attrs: { id: 'h' } }] }).success,
    ).toBe(false);
  });

  it('refuses nesting beyond the cap and repeated ids', () => {
    let node: unknown = { type: 'paragraph', attrs: { id: 'p' } };
    for (let depth = 0; depth < 20; depth++)
      node = { type: 'blockquote', attrs: { id: `q${depth}` }, content: [node] };
    expect(chapterDocSchema.safeParse({ type: 'doc', content: [node] }).success).toBe(false);
    const twice = { type: 'paragraph', attrs: { id: 'same' } };
    expect(chapterDocSchema.safeParse({ type: 'doc', content: [twice, twice] }).success).toBe(false);
  });

  it('counts table cells, captions, verse and notes as text blocks in reading order', () => {
    const doc = chapterDocSchema.parse({
      type: 'doc',
      content: [
        {
          type: 'table',
          attrs: { id: 't' },
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableHeader',
                  attrs: { id: 'c1', colspan: 1, rowspan: 1 },
                  content: [
                    { type: 'paragraph', attrs: { id: 'h1' }, content: [{ type: 'text', text: 'Port' }] },
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          attrs: { id: 'p' },
          content: [
            { type: 'text', text: 'Coast' },
            { type: 'footnoteReference', attrs: { note: 'n1', label: '1' } },
          ],
        },
        {
          type: 'verse',
          attrs: { id: 'v' },
          content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }, { type: 'text', text: 'b' }],
        },
        {
          type: 'footnote',
          attrs: { id: 'n1', label: '1' },
          content: [{ type: 'paragraph', attrs: { id: 'np' }, content: [{ type: 'text', text: 'A note.' }] }],
        },
      ],
    });
    expect(textBlocks(doc)).toEqual([
      { id: 'h1', type: 'paragraph', text: 'Port' },
      { id: 'p', type: 'paragraph', text: 'Coast' },
      { id: 'v', type: 'verse', text: 'a\nb' },
      { id: 'np', type: 'paragraph', text: 'A note.' },
    ]);
  });

  it('keeps the ids of unchanged paragraphs across a text edit', () => {
    const before = docFromText('One.\n\nTwo.\n\nThree.', counter());
    const after = carryBlockIds(
      before,
      docFromText('Zero.\n\nOne.\n\nThree, changed.', () => 'new'),
    );
    expect(textBlocks(after).map((block) => block.id)).toEqual(['new', 'b1', 'new']);
  });
});

describe('chapterDocSchema against hostile nesting', () => {
  it('refuses thousands of nested blocks with its message instead of exhausting the stack', () => {
    let node: unknown = { type: 'paragraph', attrs: { id: 'p' } };
    for (let i = 0; i < 20_000; i += 1)
      node = { type: 'blockquote', attrs: { id: `q${i}` }, content: [node] };
    const result = chapterDocSchema.safeParse({ type: 'doc', content: [node] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Too deeply nested');
  });
});
